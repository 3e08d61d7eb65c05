// swift-format-ignore-file
// The shape of sign-up screens built in code (teythedev/swipeClone's
// RegistrationViewController.swift): a lazy stack view of the app's own text fields, and a
// will-show that lifts the whole view by how far the keyboard reaches past the stack's bottom.
import UIKit

class JoinViewController: UIViewController {
    lazy var credentialsStack = UIStackView(arrangedSubviews: [nameField, mailField])
    let nameField = PaddedTextField(padding: 12)
    let mailField = PaddedTextField(padding: 12)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(credentialsStack)
        credentialsStack.axis = .vertical
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardAppears), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc fileprivate func keyboardAppears(notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let below = view.frame.height - credentialsStack.frame.maxY
        view.transform = CGAffineTransform(translationX: 0, y: -(value.cgRectValue.height - below) - 8)
    }
}
