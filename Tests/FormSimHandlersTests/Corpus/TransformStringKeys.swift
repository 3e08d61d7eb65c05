// swift-format-ignore-file
// Follows the shape of ryokuhei/shine_for_iOS_at_GitHub,
// shine_for-iOS/Scenes/Utility/Extensions/UIViewController+Extension.swift: an extension of every
// view controller that translates the root view up by the begin frame's height, with the user
// info keys spelled as strings, and a hide handler that reads the curve where it meant the
// duration. The screen that registers it is this file's own.
import UIKit

extension UIViewController {

    @objc func keyboardWillShow(notification: Notification?) {
        let info = notification?.userInfo
        let startHeight = (info?["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)?.cgRectValue.height
        let seconds = info?["UIKeyboardAnimationDurationUserInfoKey"] as? Double ?? 0
        UIView.animate(withDuration: seconds) {
            self.view.transform = CGAffineTransform(translationX: 0, y: -startHeight!)
        }
    }

    @objc func keyboardWillHide(notification: Notification?) {
        let seconds = notification?.userInfo?["UIKeyboardAnimationCurveUserInfoKey"] as? Double ?? 0
        UIView.animate(withDuration: seconds) {
            self.view.transform = .identity
        }
    }
}

class RepositorySearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }
}
