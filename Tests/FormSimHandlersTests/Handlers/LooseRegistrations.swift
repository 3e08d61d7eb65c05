// swift-format-ignore-file
// An answer as pasted from a README: the two lines it says go in viewDidLoad, loose, then the
// observers, which inset a table the answer never declares.
// In viewDidLoad:
NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)

@objc func keyboardWillShow(_ notification: Notification) {
    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
    ordersTable.contentInset.bottom = frame.height + 20
}

@objc func keyboardWillHide(_ notification: Notification) {
    ordersTable.contentInset.bottom = 0
}
