// swift-format-ignore-file
// A class alone in its file that registers itself for the keyboard's notifications and calls
// back whoever set its closure with the keyboard's height. Given with the screen's files it is
// an object the helper makes, not the screen.
import UIKit

final class HeightWatcher: NSObject {
    var onChange: ((CGFloat) -> Void)?

    func begin() {
        end()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func end() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        onChange?(frame.height)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        onChange?(0)
    }
}
