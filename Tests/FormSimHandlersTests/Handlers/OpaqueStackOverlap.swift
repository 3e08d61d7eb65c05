// swift-format-ignore-file
// A sign-in screen that builds its form with a stack view function of another file, and
// moves its scroll view's content only when that stack reaches under the keyboard.
import UIKit

final class SignInViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var formStack: UIStackView!

    override func viewDidLoad() {
        super.viewDidLoad()
        formStack = FormStack(spacing: 12)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let keyboard = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = formStack.frame.maxY - keyboard.minY
        if overlap > 0 {
            scrollView.contentInset.bottom = keyboard.height
        }
    }
}
