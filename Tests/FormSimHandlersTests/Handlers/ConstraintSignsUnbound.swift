// swift-format-ignore-file
import UIKit

// Follows the shape of chat and dating apps' message screens (yuji-nakamoto/DatingApp's
// MessageTebleViewController.swift): one bottom constraint is given the safe area less the
// keyboard's height, a negative constant, and another the height the keyboard covers, a
// positive one; neither is bound on the command line.
final class MatchChatController: UIViewController {
    @IBOutlet weak var composerBottom: NSLayoutConstraint!
    @IBOutlet weak var footerBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        if end.minY >= view.bounds.height {
            composerBottom.constant = 0
            footerBottom.constant = 0
        } else {
            UIView.animate(withDuration: 0.25) {
                self.composerBottom.constant = self.view.safeAreaInsets.bottom - end.height
                self.footerBottom.constant = self.view.bounds.height - end.minY
                self.view.layoutIfNeeded()
            }
        }
    }
}
