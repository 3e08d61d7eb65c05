// swift-format-ignore-file
// The key window's safe area, found as code since iOS 13 finds it: through the connected
// scenes (UIApplication.windows is deprecated), and the older way through the windows list.
// The home indicator's strip lies under the keyboard already, so the inset leaves it out.
import UIKit

final class FeedbackViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!

    private var hostWindow: UIWindow? {
        UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .first?.windows
            .first { $0.isKeyWindow }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height - (hostWindow?.safeAreaInsets.bottom ?? 0)
        let legacyWindow = UIApplication.shared.windows.filter { $0.isKeyWindow }.first
        scrollView.scrollIndicatorInsets.bottom = frame.height - (legacyWindow?.safeAreaInsets.bottom ?? 0)
    }

    @objc private func keyboardWillHide(_ note: Notification) {
        scrollView.contentInset.bottom = 0
        scrollView.scrollIndicatorInsets.bottom = 0
    }
}
