// swift-format-ignore-file
// The shape of keyboard-avoiding scroll view classes set as the storyboard's custom class
// (sugamkalra/SwiftKeyboardAvoidingScrollView's KeyboardAvoidingScrollView.swift): the class
// observes the keyboard from init(coder:), and no outlet of the screen holds it.
import UIKit

class PaddedKeyboardScrollView: UIScrollView {
    private var insetsAtRest = UIEdgeInsets.zero

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardDidShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect else { return }
        insetsAtRest = contentInset
        contentInset.bottom = frame.height
        scrollIndicatorInsets = contentInset
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        contentInset = insetsAtRest
        scrollIndicatorInsets = insetsAtRest
    }
}
