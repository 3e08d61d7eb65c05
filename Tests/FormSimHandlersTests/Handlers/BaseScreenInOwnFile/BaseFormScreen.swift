// swift-format-ignore-file
// An app's base screen, in a file of its own and named without "Controller": it registers for
// the keyboard and hands each move to a hook its subclasses override.
import UIKit

class BaseFormScreen: UIViewController {
    var formScrollView: UIScrollView?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardMoved(by: frame.height)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        keyboardMoved(by: 0)
    }

    func keyboardMoved(by height: CGFloat) {
        formScrollView?.contentInset.bottom = height
    }
}
