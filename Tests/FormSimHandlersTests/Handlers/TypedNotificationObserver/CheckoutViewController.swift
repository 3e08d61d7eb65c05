// swift-format-ignore-file
// The screen: observes the typed notifications, insets its scroll view, and scrolls a hint
// label into view unless it shows already.
import UIKit

class CheckoutViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let willShow = TypedNotification(name: UIResponder.keyboardWillShowNotification, makePayload: KeyboardChange.init)
        NotificationCenter.default.addObserver(for: willShow) { change in
            self.scrollView.contentInset.bottom = change.endFrame.height + 6
            let visible = self.scrollView.frame.inset(by: self.scrollView.contentInset)
            self.scrollView.scrollIndicatorInsets.bottom = self.scrollView.frame.height - visible.height - 2
            guard !visible.contains(self.hintLabel.frame.origin) else { return }
            self.scrollView.scrollRectToVisible(self.hintLabel.frame, animated: true)
        }
        let willHide = TypedNotification(name: UIResponder.keyboardWillHideNotification, makePayload: KeyboardChange.init)
        NotificationCenter.default.addObserver(for: willHide) { _ in
            self.scrollView.contentInset.bottom = 0
        }
    }
}
