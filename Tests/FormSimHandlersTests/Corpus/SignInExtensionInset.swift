// swift-format-ignore-file
// Follows the shape of VictorSemenchuk/KituraSchedule,
// KituraTeamSchedule/KituraTeamSchedule/ViewControllers/SignIn/SignInViewController+KeyboardHandling.swift:
// the keyboard handlers live in an extension of the screen's controller and inset the scroll view
// by the keyboard less the height of a bar the form keeps above it. Here the class and its
// extension share one file.
import UIKit

final class SignInViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var loginField: UITextField!
    @IBOutlet weak var passwordField: UITextField!

    let footerHeight: CGFloat = 50

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: .UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(notification:)), name: .UIKeyboardWillHide, object: nil)
    }
}

extension SignInViewController {
    @objc func keyboardWillShow(notification: Notification) {
        guard let userInfo = notification.userInfo,
            let frame = (userInfo[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let inset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height - footerHeight, right: 0)
        self.scrollView.contentInset = inset
    }

    @objc func keyboardWillHide(notification: Notification) {
        self.scrollView.contentInset = UIEdgeInsets.zero
    }
}
