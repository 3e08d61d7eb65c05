// swift-format-ignore-file
// Swift concurrency, in the shape of recent screens that read the keyboard's notifications as
// an async sequence in a detached task (pookjw/BooPKTextInput's ViewController.swift is one),
// with a text view made by `.init()` of its declared type.
import UIKit

@MainActor
final class JournalViewController: UIViewController {
    @IBOutlet private var scrollView: UIScrollView!
    private let captionView: UITextView = .init()
    private var keyboardTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        captionView.contentInsetAdjustmentBehavior = .never
        keyboardTask = .detached { [weak self] in
            for await notification in NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification) {
                await self?.keyboardWillShow(notification)
            }
        }
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + 8
    }
}
