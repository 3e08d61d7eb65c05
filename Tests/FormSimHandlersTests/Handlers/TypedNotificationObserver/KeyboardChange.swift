// swift-format-ignore-file
// A payload made from the notification by an initialiser of its own, which the descriptor
// below is handed as a function.
import UIKit

struct KeyboardChange {
    let endFrame: CGRect
    let duration: TimeInterval
}

extension KeyboardChange {
    init(notification: Notification) {
        let info = notification.userInfo
        endFrame = info?[UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
        duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as! TimeInterval
    }
}
