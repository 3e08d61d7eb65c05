// swift-format-ignore-file
// A constraint class alone, in the shape of the keyboard layout constraint many apps copy: a
// storyboard sets it on the constraint from the bottom layout guide to the scroll view's bottom;
// woken from the nib, it remembers its constant and adds the keyboard's visible height to it.
import UIKit

final class KeyboardFollowingConstraint: NSLayoutConstraint {
    private var restingConstant: CGFloat = 0
    private var visibleHeight: CGFloat = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        restingConstant = constant
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        visibleHeight = max(0, UIScreen.main.bounds.height - end.minY)
        constant = restingConstant + visibleHeight
    }
}
