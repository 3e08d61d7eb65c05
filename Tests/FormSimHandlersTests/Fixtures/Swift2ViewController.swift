// swift-format-ignore-file
import UIKit

// The same handler as it was written for Swift 2 and iOS 8.
class LoginViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        println("keyboard will show")
        let info = notification.userInfo!
        let frame = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        scrollView.frame = CGRectMake(0, 0, self.view.frame.width, self.view.frame.height - frame.height)
    }
}
