// swift-format-ignore-file
// Follows the shape of flini1we/HealthReminder, HealthReminder/Extensions/Notification+extension.swift:
// a Notification extension whose computed `keyboardHeight` reads the end frame as CGRect. The
// controller that uses it is this file's own, written the Swift 6 way: a @MainActor class that
// awaits will-change-frame as an async sequence in a Task, and an `if` expression for the inset.
import UIKit

extension Notification {
    var keyboardHeight: CGFloat {
        let end = userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        return end.map { $0.height } ?? 0
    }
}

@MainActor
final class MedicationNoteViewController: UIViewController {
    @IBOutlet private var scrollView: UIScrollView!
    private var keyboardTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboardTask = Task { [weak self] in
            for await note in NotificationCenter.default.notifications(named: UIWindow.keyboardWillChangeFrameNotification) {
                self?.apply(note)
            }
        }
    }

    private func apply(_ note: Notification) {
        guard let end = note.userInfo?[UIApplication.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let showing = end.minY < view.bounds.height
        let bottom: CGFloat = if showing { note.keyboardHeight - view.safeAreaInsets.bottom } else { 0 }
        scrollView.contentInset.bottom = bottom
        scrollView.verticalScrollIndicatorInsets.bottom = bottom
    }

    deinit {
        keyboardTask?.cancel()
    }
}
