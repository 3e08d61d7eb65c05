// swift-format-ignore-file
// A payment screen that skips its inset for the app's own masked field class, read through a
// cast in parentheses: the class is the app's, in a file not given, so the test is opaque.
import UIKit

class PaymentViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!
    private var activeInput: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeInput = textField
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        if (activeInput as? MaskedCardField)?.showsOwnKeypad == true { return }
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
    }
}
