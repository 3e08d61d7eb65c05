// swift-format-ignore-file
// A note editor written in today's Swift, which spells every geometry value `.init(…)` and
// lets the context name the type: an assignment, a declared constant, a function's result.
import UIKit

final class NoteEditorViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let covered: CGRect = .init(x: 0, y: end.minY, width: end.width, height: end.height + 5)
        scrollView.contentInset = .init(top: 0, left: 0, bottom: room(for: covered).height, right: 0)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .init()
    }

    private func room(for rect: CGRect) -> CGSize {
        return .init(width: rect.width, height: rect.height + 1)
    }
}
