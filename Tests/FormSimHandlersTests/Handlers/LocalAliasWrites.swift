// swift-format-ignore-file
// Writes into the scroll view through locals that hold it (an unwrapped alias, a parameter),
// beside a local struct written field by field: the event log shows the first two, as it shows
// writes through the outlet itself, and not the third.
import UIKit

class ProfileViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let sv = scrollView, let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        var insets = sv.contentInset
        insets.bottom = frame.height
        sv.contentInset = insets
        adjust(sv, by: 8)
    }

    func adjust(_ view: UIScrollView, by gap: CGFloat) {
        view.scrollIndicatorInsets.bottom = view.contentInset.bottom - gap
    }
}
