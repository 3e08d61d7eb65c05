// swift-format-ignore-file
// Follows the shape of a Swift 1 blog client's compose screen (picoblog, ComposeViewController):
// a custom operator `!!` unwraps with a fallback, and reads the keyboard's size with it. Here
// the file declares the operator's function, so it runs; another file's would be opaque.
import UIKit

infix operator !!: NilCoalescingPrecedence

func !!<T>(value: T?, fallback: @autoclosure () -> T) -> T {
    if let value = value { return value }
    return fallback()
}

class ComposeViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let size = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.size !! CGSize(width: 0, height: 100)
        scrollView.contentInset.bottom = size.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        let missing: CGSize? = nil
        scrollView.contentInset.bottom = (missing !! CGSize(width: 0, height: 8)).height
    }
}
