// swift-format-ignore-file
// The checkout screen of the same app: it overrides the base's handlers to raise the form's
// bottom constraint above the keyboard, 10 points clear of it.
import UIKit

class CheckoutViewController: FormBaseViewController {
    @IBOutlet weak var formBottom: NSLayoutConstraint!

    override func keyboardWillShow(notification: NSNotification) {
        if let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            formBottom.constant = frame.height + 10
            view.layoutIfNeeded()
        }
    }

    override func keyboardWillHide(notification: NSNotification) {
        formBottom.constant = 0
        view.layoutIfNeeded()
    }
}
