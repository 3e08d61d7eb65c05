// swift-format-ignore-file
// The screen adopts the keyboard protocol of the other file, with a margin of its own, 12,
// which replaces the protocol's default, and starts it as it appears.
import UIKit

final class SettingsViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startAvoidingKeyboard()
    }
}

extension SettingsViewController: KeyboardAvoiding {
    var avoidingScrollView: UIScrollView { scrollView }
    var keyboardMargin: CGFloat { 12 }
}
