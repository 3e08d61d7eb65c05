// swift-format-ignore-file
// A shipping form whose scroll view belongs to a card view of the app's own class, declared
// in another file: the keyboard code insets it through the card.
import UIKit

final class ShippingFormViewController: UIViewController {
    @IBOutlet private weak var formCard: ShippingCardView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let covered = frame.height + 6
        formCard.scrollView.contentInset.bottom = covered
        formCard.scrollView.scrollIndicatorInsets.bottom = covered
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        formCard.scrollView.contentInset.bottom = 0
        formCard.scrollView.scrollIndicatorInsets.bottom = 0
    }
}
