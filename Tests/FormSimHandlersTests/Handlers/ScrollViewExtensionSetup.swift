// swift-format-ignore-file
// In the shape of a scroll view extension that follows the keyboard by itself (a file like
// awochniak/poc_aro_4's UIScrollView+KeyboardObserver.swift): the screen calls its registering
// method, and the handlers set the scroll view's own inset through `self`.
import UIKit

extension UIScrollView {
    func followKeyboard() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardComing(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardGoing(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardComing(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        contentInset = UIEdgeInsets(top: 0, left: 0, bottom: end.height + 8, right: 0)
    }

    @objc func keyboardGoing(_ note: Notification) {
        contentInset = .zero
    }
}
