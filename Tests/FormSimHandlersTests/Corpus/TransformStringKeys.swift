// swift-format-ignore-file
// Follows the shape of ryokuhei/shine_for_iOS_at_GitHub,
// shine_for-iOS/Scenes/Utility/Extensions/UIViewController+Extension.swift: an extension of every
// view controller that translates the root view up by the begin frame's height, with the user
// info keys spelled as strings, and a hide handler that reads the curve where it meant the
// duration. The screen that registers it is this file's own.
import UIKit

extension UIViewController {

    @objc func keyboardWillShow(notification: Notification?) {
        let rect = (notification?.userInfo?["UIKeyboardFrameBeginUserInfoKey"] as? NSValue)?.cgRectValue
        let duration: TimeInterval? = notification?.userInfo?["UIKeyboardAnimationDurationUserInfoKey"] as? Double
        UIView.animate(withDuration: duration ?? 0.0, animations: {
            let shift = CGAffineTransform(translationX: 0, y: -(rect?.size.height)!)
            self.view.transform = shift
        })
    }

    @objc func keyboardWillHide(notification: Notification?) {
        let duration: TimeInterval? = notification?.userInfo?["UIKeyboardAnimationCurveUserInfoKey"] as? Double
        UIView.animate(withDuration: duration ?? 0.0, animations: {
            self.view.transform = CGAffineTransform.identity
        })
    }
}

class RepositorySearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }
}
