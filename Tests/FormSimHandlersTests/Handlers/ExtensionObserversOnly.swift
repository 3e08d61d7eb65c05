// swift-format-ignore-file
// Follows the shape of a chat screen's keyboard extension in a file of its own (HootsuiteChat's
// Keyboard+ChatRoomController.swift): two methods that take the notification and move the input
// bar's constraint, and nothing that registers them, which the screen's own file does.
import UIKit

extension ChatScreenController {
    func keyboardAppeared(notification: NSNotification) {
        let frame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        UIView.animateWithDuration(0.1) {
            self.inputBarBottom?.constant = frame.size.height
        }
    }

    func keyboardDisappeared(notification: NSNotification) {
        UIView.animateWithDuration(0.1) {
            self.inputBarBottom?.constant = 0
        }
    }
}
