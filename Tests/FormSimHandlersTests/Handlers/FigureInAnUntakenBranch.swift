// swift-format-ignore-file
// In the shape of screens that make room for a mini player or a running session's bar only
// when the app's own state says so (sharmaro/Gymbo's CreateEditSessionTVC.swift is one): the
// figure comes from the app's code, behind a condition on the app's code.
import UIKit

class WorkoutNotesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    weak var player: WorkoutPlayerController?

    override func viewDidLoad() {
        super.viewDidLoad()
        if player?.isRunning ?? false {
            scrollView.contentInset.bottom = WorkoutPlayerBar.collapsedHeight
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + 4
    }
}
