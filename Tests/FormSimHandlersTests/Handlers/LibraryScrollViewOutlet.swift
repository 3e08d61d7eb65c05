// swift-format-ignore-file
// A registration screen whose scroll view outlet is a keyboard library's subclass, typed as the
// library's class, and which still insets it itself (the shape of screens built on
// TPKeyboardAvoiding's scroll view, as in the "guangda" registration screen, in this project's
// words): the one outlet named as a scroll view is the form's.
import UIKit
import TPKeyboardAvoiding

class RegisterViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: TPKeyboardAvoidingScrollView!
    @IBOutlet weak var avatarView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarView.layer.cornerRadius = 40
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height + 12, right: 0)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
    }
}
