// swift-format-ignore-file
// A screen built in code, as most apps without storyboards are: the scroll view is made by the
// property's initial value, its type inferred, with no outlet anywhere.
import UIKit

final class DeliveryAddressViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let fieldsStack = UIStackView()
    private var keyboardGap: CGFloat = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(fieldsStack)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = end.height + keyboardGap
        scrollView.verticalScrollIndicatorInsets.bottom = end.height
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
        scrollView.verticalScrollIndicatorInsets = .zero
    }
}
