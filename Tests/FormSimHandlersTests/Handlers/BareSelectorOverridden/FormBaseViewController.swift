// swift-format-ignore-file
// A base controller of an app's forms registers its keyboard observers with bare selectors
// (`#selector(keyboardWillShow)`), which Swift resolves to the one signature of that name,
// overridden by the screens that need it.
import UIKit

class FormBaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: NSNotification.Name.UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardWillShow(notification: NSNotification) {
    }

    @objc func keyboardWillHide(notification: NSNotification) {
    }
}
