// swift-format-ignore-file
var activeField: UITextField?

@objc func keyboardWillChangeFrame(_ notification: Notification) {
    let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
    view.frame.origin.y = end.origin.y >= UIScreen.main.bounds.height ? 0 : -end.height
}

print("pasted at the top level")
