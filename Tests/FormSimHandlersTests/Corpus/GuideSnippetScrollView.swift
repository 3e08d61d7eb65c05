// swift-format-ignore-file
// Follows the shape of AlgyJr/ios_guides, Registering-for-Keyboard-Events.md: loose methods as a
// guide prints them, to be pasted into a controller: a registration method called from
// viewDidLoad, a was-shown handler that insets a `scrollView` and scrolls an `activeField` it
// never declares, and the delegate method that keeps that field; spelled with the UIWindow and
// UIApplication names of the constants.
func registerForKeyboardNotifications() {
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWasShown(_:)), name: UIWindow.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillBeHidden(_:)), name: UIWindow.keyboardWillHideNotification, object: nil)
}

override func viewDidLoad() {
    super.viewDidLoad()
    registerForKeyboardNotifications()
}

@objc func keyboardWasShown(_ notification: Notification) {
    guard let info = notification.userInfo,
          let frameValue = info[UIApplication.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    let keyboardSize = frameValue.cgRectValue.size
    scrollView.contentInset.bottom = keyboardSize.height
    scrollView.verticalScrollIndicatorInsets.bottom = keyboardSize.height
    var visible = view.frame
    visible.size.height -= keyboardSize.height
    if let field = activeField, !visible.contains(field.frame.origin) {
        scrollView.scrollRectToVisible(field.frame, animated: true)
    }
}

@objc func keyboardWillBeHidden(_ notification: Notification) {
    scrollView.contentInset.bottom = 0
    scrollView.verticalScrollIndicatorInsets.bottom = 0
}

func textFieldDidBeginEditing(_ textField: UITextField) {
    activeField = textField
}
