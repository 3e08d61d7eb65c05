// swift-format-ignore-file
// A checkout screen that nudges its view with a class method of another controller class of
// the app's, one the screen never shows: will-show moves the view up by a third of the
// keyboard's height, will-hide puts it back.
import UIKit

class KeyboardNudgeController: UIViewController {
    class func nudge(_ view: UIView, by distance: CGFloat) {
        UIView.animate(withDuration: 0.25) {
            view.frame.origin.y = -distance
        }
    }
}

final class CheckoutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        KeyboardNudgeController.nudge(view, by: end.height / 3)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        KeyboardNudgeController.nudge(view, by: 0)
    }
}
