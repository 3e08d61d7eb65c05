// swift-format-ignore-file
// The profile screen's looks: its header styled by the app's theme.
import UIKit

extension ProfileViewController {
    func styleHeader() {
        let margin: CGFloat = 8
        applyHeaderTheme(margin)
    }
}
