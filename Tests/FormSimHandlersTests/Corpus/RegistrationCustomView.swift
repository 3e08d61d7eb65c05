// swift-format-ignore-file
// Follows the shape of onielrosario/StackViewApp, StackViewApp/Controllers/RegistrationViewController.swift:
// the controller keeps the screen's own view class in a stored property, adds it in viewDidLoad,
// registers will-show from a fileprivate method and translates its root view by the keyboard.
// The view class, the analytics call and the hide handler are this file's own.
import UIKit

final class RegistrationFormView: UIView {
    let stack = UIStackView()
    let emailField = UITextField()
    let passwordField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.spacing = 12
        [emailField, passwordField].forEach { stack.addArrangedSubview($0) }
        addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class RegistrationViewController: UIViewController {
    let registrationView = RegistrationFormView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(registrationView)
        Analytics.shared.track("registration_opened", properties: ["source": "onboarding"])
        setupNotifications()
    }

    fileprivate func setupNotifications() {
        NotificationCenter.default.addObserver(self, selector: #selector(handleKeyboardShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(handleKeyboardHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc fileprivate func handleKeyboardShow(notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardFrame = value.cgRectValue
        self.view.transform = CGAffineTransform(translationX: 0, y: -keyboardFrame.height)
    }

    @objc fileprivate func handleKeyboardHide(notification: Notification) {
        self.view.transform = .identity
    }
}
