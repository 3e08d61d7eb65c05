// swift-format-ignore-file
// In the shape of the `bindToKeyboard()` extensions of many tutorials: the screen calls
// `view.bindToKeyboard()`, and the view moves itself up by half the keyboard's height.
import UIKit

extension UIView {
    func bindToKeyboard() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        frame.origin.y = -(end.height / 2)
    }
}
