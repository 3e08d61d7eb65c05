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
        scrollView.isScrollEnabled = true
        let start = (notification.userInfo![UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        let covered = start!.height
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0)
        scrollView.scrollIndicatorInsets = scrollView.contentInset
        let uncovered = CGRect(x: view.frame.minX, y: view.frame.minY, width: view.frame.width, height: view.frame.height - covered)
        guard let field = activeField, !uncovered.contains(field.frame.origin) else { return }
        scrollView.scrollRectToVisible(field.frame, animated: true)
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
