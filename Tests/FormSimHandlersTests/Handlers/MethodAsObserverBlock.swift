// swift-format-ignore-file
// A login screen in the shape of course projects' map apps: the observers are registered with
// `addObserver(forName:object:queue:using:)` given the controller's own methods rather than
// closures, and will-show lifts the view by half the keyboard's height.
import UIKit

class MapLoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil, using: keyboardWillShow)
        NotificationCenter.default.addObserver(forName: .UIKeyboardWillHide, object: nil, queue: nil, using: keyboardWillHide)
    }

    func keyboardWillShow(_ notification: Notification) {
        if view.frame.origin.y == 0 {
            view.frame.origin.y -= keyboardHeight(notification) / 2
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }

    private func keyboardHeight(_ notification: Notification) -> CGFloat {
        let value = notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue
        return value.cgRectValue.height
    }
}
