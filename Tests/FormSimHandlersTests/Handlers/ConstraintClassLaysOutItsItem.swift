// swift-format-ignore-file
// A keyboard constraint class in the shape of the most copied one: it calls its own methods
// through `self`, and lays out the superview of whichever of its items is a view inside the
// keyboard's animation.
import UIKit

class KeyboardLiftConstraint: NSLayoutConstraint {
    private var resting: CGFloat = 0
    private var keyboardHeight: CGFloat = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        resting = constant
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        keyboardHeight = frame.height
        self.animateLayout(notification)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        self.animateLayout(notification)
    }

    private func animateLayout(_ notification: Notification) {
        let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        UIView.animate(withDuration: duration) {
            self.constant = self.resting + self.keyboardHeight
            if let view = self.firstItem as? UIView ?? self.secondItem as? UIView {
                view.superview?.layoutIfNeeded()
            }
        }
    }
}
