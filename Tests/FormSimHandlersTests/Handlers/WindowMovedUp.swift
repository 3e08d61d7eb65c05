// swift-format-ignore-file
// A mood journal's sign-up screen that moves the app's whole window up by the keyboard's
// height on will-show and back down by as much on will-hide, reading the window's frame.
import UIKit

final class MoodSignUpViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        view.window?.frame.origin.y = -end.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        view.window?.frame.origin.y += end.height
    }
}
