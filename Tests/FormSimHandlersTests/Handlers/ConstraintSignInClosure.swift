// swift-format-ignore-file
// The shape of comment screens of small community apps (hhp227/KnuMiniGroup-iOS's article
// screen is one): the keyboard's covered height worked out inside a closure called at once,
// which returns it negated for a constraint whose first item is the bar; a second constraint
// written with a ternary.
import UIKit

class ThreadReplyViewController: UIViewController {
    @IBOutlet weak var replyBarBottom: NSLayoutConstraint!
    @IBOutlet weak var attachmentTrayBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardFrameWillChange(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        replyBarBottom.constant = {
            let covered = view.bounds.height - end.origin.y
            return -(covered)
        }()
        let showing = end.origin.y < view.bounds.height
        attachmentTrayBottom.constant = showing ? -(view.bounds.height - end.origin.y) : 0
        view.layoutIfNeeded()
    }
}
