// swift-format-ignore-file
// Follows the shape of kroldm/2015_11_iOS, TextView/TextView/ViewController.swift: Swift 2, a text
// view kept in an optional property, a default inset kept as a constant, did-show copying the
// boxed end frame out with `getValue(&rect)` and insetting by its height.
import UIKit

class JournalViewController: UIViewController {

    @IBOutlet var journalView: UIScrollView!
    let defaultInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        journalView.contentInset = defaultInset
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "handleKeyboardDidShow:", name: UIKeyboardDidShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "handleKeyboardWillHide:", name: UIKeyboardWillHideNotification, object: nil)
    }

    func handleKeyboardDidShow(notification: NSNotification) {
        var endRect = CGRectZero
        (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).getValue(&endRect)
        var inset = defaultInset
        inset.bottom = endRect.size.height
        journalView.contentInset = inset
    }

    func handleKeyboardWillHide(notification: NSNotification) {
        journalView.contentInset = defaultInset
    }

    deinit {
        NSNotificationCenter.defaultCenter().removeObserver(self)
    }
}
