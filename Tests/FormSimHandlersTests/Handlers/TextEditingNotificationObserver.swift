// swift-format-ignore-file
// A screen that learns which field is active from UIKit's text editing notification rather
// than the delegate, then lifts the root view so that field clears the keyboard by 10.
import UIKit

final class ProfileEditController: UIViewController {
    private var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(fieldBegan(_:)), name: UITextField.textDidBeginEditingNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func fieldBegan(_ notification: Notification) {
        activeField = notification.object as? UITextField
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let field = activeField,
              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let bottom = field.convert(field.bounds, to: nil).maxY
        view.frame.origin.y = -max(0, bottom - end.minY + 10)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }
}
