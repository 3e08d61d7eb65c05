// swift-format-ignore-file
// Swift 2, as a 2015 form controller wrote it: the user info cast whole to a generic
// dictionary of values, then read by the key's name written as a string.
import UIKit

class GenericDictionaryController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillHide:", name: UIKeyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        let info = notification.userInfo as! Dictionary<String, NSValue>
        if let end = info["UIKeyboardFrameEndUserInfoKey"]?.CGRectValue() {
            scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0)
        }
    }

    func keyboardWillHide(notification: NSNotification) {
        scrollView.contentInset = UIEdgeInsetsZero
    }
}
