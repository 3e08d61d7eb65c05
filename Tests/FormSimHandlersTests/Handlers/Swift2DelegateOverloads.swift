// swift-format-ignore-file
// The shape of Swift 2 screens that take the keyboard through a helper's delegate methods, one
// name overloaded by the label after the first (mozilla-mobile/firefox-ios's logins list adopts
// its KeyboardHelper's): Swift 2 gives the first parameter no argument label, so the calls name
// only the labels that follow.
import UIKit

class LoginListViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillHide:", name: UIKeyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        let frame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        keyboardHelper(self, keyboardWillShowWithHeight: frame.height)
    }

    func keyboardWillHide(notification: NSNotification) {
        let frame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        keyboardHelper(self, keyboardWillHideWithHeight: frame.height)
    }

    func keyboardHelper(helper: LoginListViewController, keyboardWillShowWithHeight height: CGFloat) {
        tableView.contentInset.bottom = height
    }

    func keyboardHelper(helper: LoginListViewController, keyboardWillHideWithHeight height: CGFloat) {
        tableView.contentInset.bottom = 0
    }
}
