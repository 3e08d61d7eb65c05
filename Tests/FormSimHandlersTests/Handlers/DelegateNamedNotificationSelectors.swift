// swift-format-ignore-file
// A contact screen that names its text notification observers after the delegate's methods,
// with a labelled argument (`textFieldDidBeginEditing(notification:)`): UIKit never calls them
// as the delegate's, the notification center calls them through their selectors. Will-show
// insets the scroll view and scrolls the active field's bottom 20 points above the keyboard.
import UIKit

class ContactFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var activeField: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(textFieldDidBeginEditing(notification:)), name: UITextField.textDidBeginEditingNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(textFieldDidEndEditing(notification:)), name: UITextField.textDidEndEditingNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func textFieldDidBeginEditing(notification: Notification) {
        activeField = notification.object as? UITextField
    }

    @objc private func textFieldDidEndEditing(notification: Notification) {
        activeField = nil
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let field = activeField,
              let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        scrollView.contentInset.bottom = frame.height
        let bottom = field.frame.maxY + 20
        let visible = scrollView.bounds.height - frame.height
        if bottom > visible {
            scrollView.setContentOffset(CGPoint(x: 0, y: bottom - visible), animated: true)
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
