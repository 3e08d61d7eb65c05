// swift-format-ignore-file
import UIKit

// A Swift 2 screen that insets its content by quarters of the keyboard, skipping the second
// quarter, then adds a point per countdown tick: C-style loops, one in parentheses, one with no
// initialiser. The step runs after `continue` as after the body.
class QuarterInsetViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        let height = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue().height
        var inset: CGFloat = 0
        for (var quarter = 0; quarter < 4; quarter++) {
            if quarter == 1 { continue }
            inset += height / 4
        }
        var countdown = 3
        for ; countdown > 0; countdown-- {
            inset += 1
        }
        scrollView.contentInset = UIEdgeInsetsMake(0, 0, inset, 0)
    }
}
