// swift-format-ignore-file
// A screen built in code that keeps the constraint between its root view's bottom and the scroll
// view's, and lifts the scroll view by changing its constant with the keyboard.
import UIKit

final class TransferViewController: UIViewController {
    private let scrollView = UIScrollView()
    private var keyboardConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let bottom = view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor)
        bottom.isActive = true
        keyboardConstraint = bottom
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        keyboardConstraint?.constant = end.height + 4
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardConstraint?.constant = 0
        view.layoutIfNeeded()
    }
}
