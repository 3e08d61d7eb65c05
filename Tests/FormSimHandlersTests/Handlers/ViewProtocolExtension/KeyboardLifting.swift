// swift-format-ignore-file
// A protocol only views adopt, whose extension registers block observers that lift the view by
// a third of the keyboard (the shape of voximplant/ios-sdk-swift-demo's
// MovingWithKeyboard.swift).
import UIKit

protocol KeyboardLifting where Self: UIView {
    var restingY: CGFloat { get set }
}

extension KeyboardLifting {
    func startLiftingWithKeyboard() {
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in
            guard let self = self,
                  let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            self.frame.origin.y = self.restingY - frame.height / 3
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self = self else { return }
            self.frame.origin.y = self.restingY
        }
    }
}
