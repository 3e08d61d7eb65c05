// swift-format-ignore-file
// The shape of sign-up forms that move to the next field on return by tag (the Objective-C
// form of brendensoares/inputviewcontroller does it with `viewWithTag:`): the field whose tag
// follows the current one becomes first responder, and the last field resigns.
import UIKit

final class AddressFormViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = view.viewWithTag(textField.tag + 1) as? UITextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }
}
