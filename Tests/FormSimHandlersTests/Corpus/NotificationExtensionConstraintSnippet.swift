// swift-format-ignore-file
// Follows the shape of dufflink/pet-project, aimoon-main/Helpers/Extensions/Foundation/NSNotification.swift:
// an extension of NSNotification with optional keyboard size and duration, used here by loose
// handlers pasted into a controller that set a `bottomConstraint` the snippet never declares and
// animate the layout with the keyboard's duration.
extension NSNotification {
    var keyboardSize: CGSize? {
        let boxed = userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        return boxed?.cgRectValue.size
    }

    var keyboardAnimationDuration: Double? {
        let number = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
        return number?.doubleValue
    }
}

override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
}

@objc func keyboardWillShow(_ notification: NSNotification) {
    guard let size = notification.keyboardSize else { return }
    bottomConstraint.constant = size.height
    UIView.animate(withDuration: notification.keyboardAnimationDuration ?? 0.25) {
        self.view.layoutIfNeeded()
    }
}

@objc func keyboardWillHide(_ notification: NSNotification) {
    bottomConstraint.constant = 0
    UIView.animate(withDuration: notification.keyboardAnimationDuration ?? 0.25) {
        self.view.layoutIfNeeded()
    }
}
