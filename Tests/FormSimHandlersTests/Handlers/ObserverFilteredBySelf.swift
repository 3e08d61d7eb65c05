// swift-format-ignore-file
// A screen that listens to the keyboard twice: once as it should, from any object, and once
// only for notifications the screen itself posts, which the keyboard's never are (they come
// with no object, or the screen from iOS 16.1). Only the first one ever runs.
import UIKit

final class PaymentDetailsViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: self, queue: .main) { [weak self] _ in
            self?.scrollView.contentInset.bottom = 300
        }
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + 1
    }
}
