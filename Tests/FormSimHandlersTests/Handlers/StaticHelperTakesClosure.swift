// swift-format-ignore-file
// A payment form that animates its keyboard changes through a static helper its UIView
// extension adds: the closure it hands over writes the screen's own scroll view.
import UIKit

extension UIView {
    static func alongsideKeyboard(_ notification: Notification, _ changes: @escaping () -> Void) {
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        UIView.animate(withDuration: duration, animations: changes)
    }
}

final class PaymentFormViewController: UIViewController {
    @IBOutlet private weak var paymentScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        UIView.alongsideKeyboard(notification) {
            self.paymentScroll.contentInset.bottom = frame.height + 4
        }
    }
}
