// swift-format-ignore-file
// A scroll view's `visibleSize` (iOS 12), in the shape of composers that measure how much of the
// scroll view the keyboard's top leaves visible.
import UIKit

final class ComposeNoteViewController: UIViewController {
    @IBOutlet weak var noteScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let covered = noteScroll.visibleSize.height - frame.minY
        noteScroll.contentInset.bottom = max(0, covered)
    }
}
