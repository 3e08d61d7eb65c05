// swift-format-ignore-file
// Follows the shape of 2sem/LSExtensions, LSExtensions/Extensions/Device/Notification+.swift: the
// app extends Notification with computed properties for the keyboard's frame and duration, and
// its screens read those instead of the user info.
import UIKit

extension Notification {
    public var keyboardEndFrame: CGRect {
        return (self.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? CGRect.zero
    }

    public var keyboardDuration: TimeInterval {
        return self.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
    }
}

class AddressFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let height = notification.keyboardEndFrame.height
        UIView.animate(withDuration: notification.keyboardDuration) {
            self.scrollView.contentInset.bottom = height
            self.scrollView.scrollIndicatorInsets.bottom = height
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
        scrollView.scrollIndicatorInsets.bottom = 0
    }
}
