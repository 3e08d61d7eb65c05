// swift-format-ignore-file
// A sign-in screen that writes its geometry with explicit initialisers, `UIEdgeInsets.init(…)`
// and `CGRect.init(…)`, as some code bases do throughout.
import UIKit

final class SignInViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let end = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        let covered = CGRect.init(x: 0, y: end.origin.y, width: end.width, height: end.height + 2)
        scrollView.contentInset = UIEdgeInsets.init(top: 0, left: 0, bottom: covered.height, right: 0)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = UIEdgeInsets.init()
    }
}
