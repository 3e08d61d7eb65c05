// swift-format-ignore-file
// A sign-up screen that slides its form up by lowering the top constraint of the content by
// the keyboard's height: a top edge, which none of FormSim's bindings stands for.
import UIKit

final class SignUpViewController: UIViewController {
    @IBOutlet weak var formTopConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formTopConstraint.constant = -frame.height
        view.layoutIfNeeded()
    }
}
