// swift-format-ignore-file
// A payment form that validates a field when it is about to lose focus: its delegate's
// textFieldShouldEndEditing refuses the first time (the card number is checked once more
// before the field may go), so the field stays first responder and the keyboard stays up.
import UIKit

final class PaymentFormViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!
    private var attempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        attempts += 1
        return attempts > 1
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
