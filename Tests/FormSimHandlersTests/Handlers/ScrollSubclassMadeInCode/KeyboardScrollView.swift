// swift-format-ignore-file
// The app's scroll view that insets itself for the keyboard, from the observers its
// initialiser registers.
import UIKit

final class KeyboardScrollView: UIScrollView {
    init() {
        super.init(frame: .zero)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        contentInset.bottom = frame.height + 10
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        contentInset.bottom = 0
    }
}
