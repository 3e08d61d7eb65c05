// swift-format-ignore-file
// Follows the shape of impavnish/IOS_Code_Snippeds, Readme.md ("Managing The Keyboard"): a snippet
// as answers print it, with viewDidLoad's two registrations and the two handlers, using a
// `tableView` it never declares and the Swift 3 `UIEdgeInsetsMake`.
override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: NSNotification.Name.UIKeyboardWillHide, object: nil)
}

@objc func keyboardWillShow(notification: NSNotification) {
    guard let end = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
    tableView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0)
    tableView.scrollIndicatorInsets = tableView.contentInset
}

@objc func keyboardWillHide(notification: NSNotification) {
    tableView.contentInset = UIEdgeInsetsMake(0, 0, 0, 0)
    tableView.scrollIndicatorInsets = UIEdgeInsetsMake(0, 0, 0, 0)
}
