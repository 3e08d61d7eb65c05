// swift-format-ignore-file
// Follows the shape of AndyStef/SwiftTips, ObservingKeyboard.swift: loose methods pasted from a
// tips file, where the keyboard handlers take no notification and move the whole view by a fixed
// amount that depends on the device's orientation.
private func observeKeyboardNotification() {
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardShow), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardHide), name: NSNotification.Name.UIKeyboardWillHide, object: nil)
}

override func viewDidLoad() {
    super.viewDidLoad()
    observeKeyboardNotification()
}

@objc func keyboardShow() {
    UIView.animate(withDuration: 0.5) {
        let y: CGFloat = UIDevice.current.orientation.isLandscape ? -100 : -50
        self.view.frame = CGRect(x: 0, y: y, width: self.view.frame.width, height: self.view.frame.height)
    }
}

@objc func keyboardHide() {
    UIView.animate(withDuration: 0.5) {
        self.view.frame = CGRect(x: 0, y: 0, width: self.view.frame.width, height: self.view.frame.height)
    }
}
