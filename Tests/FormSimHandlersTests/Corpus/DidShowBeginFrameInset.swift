// swift-format-ignore-file
// Follows the shape of mistahenry/swift-scrollview-keyboard-example,
// swift-scrollview-keyboard-example/ViewController.swift: a Swift 4 view controller that insets
// its scroll view on did-show by the begin frame's height and clears the inset on will-hide.
import UIKit

class ReceiptFormViewController: UIViewController {

    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardAppeared(notification:)), name: NSNotification.Name.UIKeyboardDidShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardLeaving(notification:)), name: NSNotification.Name.UIKeyboardWillHide, object: nil)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    @objc func keyboardAppeared(notification: NSNotification) {
        let startValue = notification.userInfo?[UIKeyboardFrameBeginUserInfoKey] as? NSValue
        guard let covered = startValue?.cgRectValue.size.height else { return }
        var padding = UIEdgeInsets.zero
        padding.bottom = covered
        scrollView.contentInset = padding
        scrollView.scrollIndicatorInsets = padding
    }

    @objc func keyboardLeaving(notification: NSNotification) {
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
    }
}
