// swift-format-ignore-file
// Follows the shape of c0rv0s/Knot, Knot/NewItemView.swift: a Swift 2 listing form whose
// viewDidLoad makes a random identifier with a C-style `for` and `i++`, registers with
// `Selector("…:")` strings, and whose will-show compares the begin and end sizes to move the
// root view up by the keyboard's height from rest, or by the difference when the height changes.
import UIKit

class NewListingViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var priceField: UITextField!

    var listingID: NSString = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        listingID = identifierOfLength(12)
        priceField.keyboardType = UIKeyboardType.DecimalPad
        NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("keyboardWillShow:"), name: UIKeyboardWillShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("keyboardWillHide:"), name: UIKeyboardWillHideNotification, object: nil)
    }

    func identifierOfLength(length: Int) -> NSString {
        let alphabet: NSString = "0123456789abcdef"
        let identifier: NSMutableString = NSMutableString(capacity: length)
        for (var i = 0; i < length; i++) {
            let pick = arc4random_uniform(UInt32(alphabet.length))
            identifier.appendFormat("%C", alphabet.characterAtIndex(Int(pick)))
        }
        return identifier
    }

    func keyboardWillShow(sender: NSNotification) {
        let info: [NSObject : AnyObject] = sender.userInfo!
        let begin: CGSize = info[UIKeyboardFrameBeginUserInfoKey]!.CGRectValue.size
        let end: CGSize = info[UIKeyboardFrameEndUserInfoKey]!.CGRectValue.size
        if begin.height == end.height {
            if self.view.frame.origin.y == 0 {
                UIView.animateWithDuration(0.1, animations: { () -> Void in
                    self.view.frame.origin.y -= begin.height
                })
            }
        } else {
            UIView.animateWithDuration(0.1, animations: { () -> Void in
                self.view.frame.origin.y += begin.height - end.height
            })
        }
    }

    func keyboardWillHide(notification: NSNotification) {
        if let begin = (notification.userInfo?[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.CGRectValue() {
            self.view.frame.origin.y += begin.height
        }
    }
}
