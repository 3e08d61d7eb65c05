// swift-format-ignore-file
// The keyboard part of a screen, pasted on its own: the method that registers the observers,
// which the screen's viewDidLoad (not pasted) calls, and the observers, which move an
// undeclared bottom constraint.
private func observeKeyboard() {
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
}

@objc func keyboardWillShow(notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    bottomSpace.constant = frame.cgRectValue.height
    view.layoutIfNeeded()
}

@objc func keyboardWillHide(notification: Notification) {
    bottomSpace.constant = 0
    view.layoutIfNeeded()
}
