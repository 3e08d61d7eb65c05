// swift-format-ignore-file
// Keyboard handling every screen of an app gets from an extension of UIViewController: one
// block observer of will-change-frame hands the keyboard's frame, in the screen's view, to an
// @objc method the extension leaves empty for each screen to override.
import UIKit

@objc protocol KeyboardFollowing {
    func startFollowingKeyboard()
    func keyboardFrameDidChange(to frame: CGRect)
}

extension UIViewController: KeyboardFollowing {
    func startFollowingKeyboard() {
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self = self,
                  let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            self.keyboardFrameDidChange(to: self.view.convert(end, from: nil))
        }
    }

    @objc func keyboardFrameDidChange(to frame: CGRect) { }
}
