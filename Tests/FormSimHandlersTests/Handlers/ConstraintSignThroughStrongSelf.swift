// swift-format-ignore-file
// The shape of chat screens of 2021 (Doodle2Gather's ChatViewController.swift): the input
// bar's bottom constraint is written inside an animation block through `guard let strongSelf =
// self`, negative as the bar is the constraint's first item, less the bar's own margin.
import UIKit

class RoomChatScreen: UIViewController {
    @IBOutlet var composerBottom: NSLayoutConstraint!
    private let composerMargin: CGFloat = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameChanges(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardFrameChanges(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let covered = view.bounds.height - end.origin.y
        UIView.animate(withDuration: 0.25) { [weak self] in
            guard let strongSelf = self else { return }
            if covered > 0 {
                strongSelf.composerBottom.constant = -covered - strongSelf.composerMargin
            } else {
                strongSelf.composerBottom.constant = 0
            }
            strongSelf.view.layoutIfNeeded()
        }
    }
}
