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
    let lift: CGFloat = UIDevice.current.orientation.isLandscape ? 100 : 50
    UIView.animate(withDuration: 0.5) {
        self.view.frame = CGRect(origin: CGPoint(x: 0, y: -lift), size: self.view.frame.size)
    }
}

@objc func keyboardHide() {
    UIView.animate(withDuration: 0.5) {
        self.view.frame = CGRect(origin: .zero, size: self.view.frame.size)
    }
}
