// swift-format-ignore-file
// A comment screen that grows its input from UIKit's text change notification and insets its
// scroll view by the keyboard's height from will-show.
import UIKit

final class CommentComposerController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var lines = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(textChanged(_:)), name: UITextView.textDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func textChanged(_ notification: Notification) {
        lines += 1
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = end.height
    }
}
