// swift-format-ignore-file
// A Swift 3 screen written with a Swift 2 habit: its delegate methods label their first
// argument, which since Swift 3 makes them other methods (`textFieldDidBeginEditingWithTextField:`)
// that UIKit never calls. The field it means to remember stays nil, so the did-show handler
// insets the scroll view and never scrolls.
import UIKit

class ShippingViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!
    var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(ShippingViewController.keyboardDidShow), name: NSNotification.Name.UIKeyboardDidShow, object: nil)
    }

    func textFieldDidBeginEditing(textField: UITextField) {
        activeField = textField
    }

    func textFieldDidEndEditing(textField: UITextField) {
        activeField = nil
    }

    func keyboardDidShow(notification: NSNotification) {
        guard let height = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height else { return }
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        if let field = activeField {
            scrollView.scrollRectToVisible(field.frame, animated: false)
        }
    }
}
