// swift-format-ignore-file
// The shape of screens that size an undrawn footer with a constraint and count it in the
// keyboard's inset (christophemilliere/contact-entreprise-IOS's AddController.swift writes a
// width constraint's constant and reads it back on the next line): the constraint is none of
// the views FormSim draws, bound `none`, and it gives back what the code wrote into it.
import UIKit

class ContactFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var footerHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        footerHeight.constant = 44
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: .UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: .UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let height = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height else { return }
        scrollView.contentInset.bottom = height + footerHeight.constant
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
