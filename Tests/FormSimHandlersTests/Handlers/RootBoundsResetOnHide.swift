// swift-format-ignore-file
// A pump-log screen whose hide handler puts the root view's bounds back at the origin, as
// code that once scrolled the root by its bounds does, though nothing moved them here.
import UIKit

final class PumpLogViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + 2
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        view.bounds.origin.y = 0
        scrollView.contentInset.bottom = 0
    }
}
