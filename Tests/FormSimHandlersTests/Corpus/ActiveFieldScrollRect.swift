// swift-format-ignore-file
// Follows the shape of GithubAshishHere/UIKeyBoard-Hide-And-Show, keyboard/ViewController.swift:
// the delegate keeps the field being edited, will-show insets by the begin frame's height, cuts
// the keyboard off the root view's frame and scrolls the field's frame into view when its origin
// falls outside what is left.
import UIKit

class ContactFormViewController: UIViewController, UITextFieldDelegate {

    var activeField: UITextField?

    @IBOutlet var firstNameField: UITextField!
    @IBOutlet var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        self.firstNameField.delegate = self
        let tap = UITapGestureRecognizer(target: self, action: #selector(ContactFormViewController.dismissing))
        view.addGestureRecognizer(tap)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillBeShown(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillBeShown(notification: NSNotification) {
        self.scrollView.isScrollEnabled = true
        let info = notification.userInfo!
        let keyboardSize = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.size
        let contentInsets = UIEdgeInsets(top: 0.0, left: 0.0, bottom: keyboardSize!.height, right: 0.0)
        self.scrollView.contentInset = contentInsets
        self.scrollView.scrollIndicatorInsets = contentInsets
        var visibleRect: CGRect = self.view.frame
        visibleRect.size.height -= keyboardSize!.height
        if let activeField = self.activeField {
            if !visibleRect.contains(activeField.frame.origin) {
                self.scrollView.scrollRectToVisible(activeField.frame, animated: true)
            }
        }
    }

    @objc func keyboardWillHide(notification: NSNotification) {
        self.scrollView.contentInset = UIEdgeInsets.zero
        self.scrollView.scrollIndicatorInsets = UIEdgeInsets.zero
        self.view.endEditing(true)
    }

    @objc func dismissing() {
        view.endEditing(true)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        activeField = nil
    }
}
