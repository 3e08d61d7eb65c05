// swift-format-ignore-file
// Follows the shape of hoangvinh-94/UIScrollView, UIScrollView/UIScrollView/ViewController.swift:
// Swift 4's `NSNotification.Name.UIKeyboardDidShow`, with the did-show handler registered for
// did-hide as well by mistake; it acts only while a field is being edited, so the inset it set
// on the way up is never taken back.
import UIKit

class ProfileEditViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet var editedField: UITextField!
    @IBOutlet var formScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardDidShow(notification:)), name: NSNotification.Name.UIKeyboardDidShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardDidShow(notification:)), name: NSNotification.Name.UIKeyboardDidHide, object: nil)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        self.editedField = textField
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        self.editedField = nil
    }

    @objc func keyboardDidShow(notification: NSNotification) {
        guard let field = editedField else { return }
        guard let start = (notification.userInfo?[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue else { return }
        formScroll.contentInset.bottom = start.height
        formScroll.scrollIndicatorInsets.bottom = start.height
        let stillVisible = view.frame.height - start.height
        if field.frame.origin.y > stillVisible {
            formScroll.scrollRectToVisible(field.frame, animated: true)
        }
    }
}
