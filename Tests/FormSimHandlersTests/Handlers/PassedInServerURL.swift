// swift-format-ignore-file
// The shape of sign-in screens handed their server by the screen before them
// (RocketChat/Rocket.Chat.iOS's AuthViewController.swift): `serverURL` is implicitly unwrapped
// and set by no code of this file, so it is what the presenting screen passed in, not nil.
import UIKit

final class ServerSignInViewController: UIViewController {
    var serverURL: URL!
    @IBOutlet weak var serverLabel: UILabel!
    @IBOutlet weak var formBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        serverLabel.text = serverURL.host
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        UIView.animate(withDuration: 0.25) {
            self.formBottom.constant = frame.height
            self.view.layoutIfNeeded()
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        UIView.animate(withDuration: 0.25) {
            self.formBottom.constant = 0
            self.view.layoutIfNeeded()
        }
    }
}
