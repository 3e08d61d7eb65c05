// swift-format-ignore-file
import UIKit

// A chat screen whose composer follows a keyboard-tracking object from another module: the
// closure stored in it is that object's to call, so it never runs here, and the constraint it
// moves needs no binding. The scroll view is inset by the notification as usual.
class ThreadViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var composerBottom: NSLayoutConstraint!
    let tracker = KeyboardHeightTracker()

    override func viewDidLoad() {
        super.viewDidLoad()
        tracker.onChange = { [weak self] height in
            self?.composerBottom.constant = height
        }
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        scrollView.contentInset.bottom = frame.height
    }
}
