// swift-format-ignore-file
// The shape of screens that build their form with the app's own layout helper, which hands
// back a tuple (home-assistant/iOS's setup screens call `UIView.contentStackView(in:scrolling:)`):
// the helper lives in a file not given, so the tuple is unknown, and the observers are
// registered after it.
import UIKit

final class ServerAddressViewController: UIViewController {
    private var scrollView: UIScrollView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let (scroll, stack) = UIView.formStack(in: view, scrolling: true)
        scrollView = scroll
        stack.spacing = 12
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let scrollView = scrollView,
              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let covered = view.convert(end.cgRectValue, from: nil).intersection(scrollView.frame).height
        scrollView.contentInset.bottom = covered
    }
}
