// swift-format-ignore-file
// Combine's assign(to:on:) as the sink: a scroll view extension maps the keyboard's end frame to
// insets three points taller than the keyboard and assigns them to its own content inset
// through a key path; on hide, zero insets the same way. The screen calls it once.
import Combine
import UIKit

extension UIScrollView {
    func insetsFollowKeyboard(keepingIn subscriptions: inout Set<AnyCancellable>) {
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .map(\.height)
            .map { UIEdgeInsets(top: 0, left: 0, bottom: $0 + 3, right: 0) }
            .assign(to: \.contentInset, on: self)
            .store(in: &subscriptions)
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in UIEdgeInsets.zero }
            .assign(to: \.contentInset, on: self)
            .store(in: &subscriptions)
    }
}

final class InvoiceViewController: UIViewController {
    @IBOutlet private var scrollView: UIScrollView!
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.insetsFollowKeyboard(keepingIn: &subscriptions)
    }
}
