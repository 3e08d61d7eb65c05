// swift-format-ignore-file
import UIKit

// Swift 2: one `let` for a list of bindings, as compilers of the time accepted.
class NoteViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        if let info = notification.userInfo, value = info[UIKeyboardFrameEndUserInfoKey] as? NSValue {
            scrollView.contentInset.bottom = value.CGRectValue().height
        }
    }
}
