// swift-format-ignore-file
// A screen that overrides the extension's empty method: the constraint under its form takes
// the part of the view the keyboard covers, plus five points.
import UIKit

final class MessageComposerViewController: UIViewController {
    @IBOutlet private weak var composerBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        startFollowingKeyboard()
    }

    override func keyboardFrameDidChange(to frame: CGRect) {
        super.keyboardFrameDidChange(to: frame)
        composerBottom.constant = max(0, view.bounds.maxY - frame.minY) + 5
        view.layoutIfNeeded()
    }
}
