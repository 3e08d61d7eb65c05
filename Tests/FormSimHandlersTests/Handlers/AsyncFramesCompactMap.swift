// swift-format-ignore-file
// A compose screen of 2024 that follows the keyboard with Swift concurrency (the shape of
// recent UIKit code that keeps a `Task` per notification and maps the sequence to frames, as
// the `ScrollViewKeyboardAdapter`-style helpers of 2023–2025 do, in this project's words): a
// `compactMap` over `notifications(named:)`, and a `for await _` that needs no value.
import UIKit

final class ComposeViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var keyboardTasks: [Task<Void, Never>] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboardTasks.append(Task { [weak self] in
            let frames = NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification)
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            for await frame in frames {
                guard let self else { return }
                self.scrollView.contentInset.bottom = frame.height + 8
            }
        })
        keyboardTasks.append(Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: UIResponder.keyboardWillHideNotification) {
                self?.scrollView.contentInset = .zero
            }
        })
    }

    deinit {
        keyboardTasks.forEach { $0.cancel() }
    }
}
