// swift-format-ignore-file
// The screen's main view, made by the storyboard, adopting the protocol.
import UIKit

final class SignInPanelView: UIView, KeyboardLifting {
    var restingY: CGFloat = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        startLiftingWithKeyboard()
    }
}
