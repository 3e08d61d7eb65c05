// swift-format-ignore-file
// A Swift 2 screen whose hide observer names a method the file no longer has (renamed, or in
// an extension of another file): the show handler still insets the form, and the hide
// notification runs nothing here.
import UIKit

class TripNotesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("keyboardWillHide:"), name: UIKeyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        let frame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        scrollView.contentInset.bottom = frame.height + 10
    }
}
