// swift-format-ignore-file
// The shape of Swift 1 and 2 helpers made singletons with a struct declared inside a computed
// class property (mozilla-mobile/firefox-ios's KeyboardHelper was one): the screen asks the
// shared helper to watch the keyboard for its scroll view.
import UIKit

class InsetKeeper: NSObject {
    class var shared: InsetKeeper {
        struct Static {
            static let instance = InsetKeeper()
        }
        return Static.instance
    }

    var scrollView: UIScrollView?

    func watch(scrollView: UIScrollView) {
        self.scrollView = scrollView
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillHide:", name: UIKeyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        let frame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        scrollView?.contentInset.bottom = frame.height
    }

    func keyboardWillHide(notification: NSNotification) {
        scrollView?.contentInset.bottom = 0
    }
}

class LoginsViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        InsetKeeper.shared.watch(tableView)
    }
}
