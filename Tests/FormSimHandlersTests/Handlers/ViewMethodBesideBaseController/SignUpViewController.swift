// swift-format-ignore-file
// The controller keeps its view class in a property, makes it its view, and moves the view's
// kept bottom constraint by the keyboard's overlap of the screen.
import UIKit

final class SignUpViewController: BaseFormController {
    private let formView = SignUpFormView()

    override func loadView() {
        view = formView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formView.scrollBottom?.update(offset: -(UIScreen.main.bounds.height - end.minY))
        formView.layoutIfNeeded()
    }
}
