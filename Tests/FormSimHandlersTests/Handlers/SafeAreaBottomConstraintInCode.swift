// swift-format-ignore-file
// A screen built in code whose scroll view's bottom is pinned to the safe area's, the constraint
// kept to be moved with the keyboard by the height the keyboard covers.
import UIKit

final class FeedbackViewController: UIViewController {
    private let scrollView = UIScrollView()
    private var scrollBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollBottom = scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        scrollBottom.isActive = true
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameChanges(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardFrameChanges(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollBottom.constant = -max(0, view.bounds.maxY - end.minY)
        view.layoutIfNeeded()
    }
}
