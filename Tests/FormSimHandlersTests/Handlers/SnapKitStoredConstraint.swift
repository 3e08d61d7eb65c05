// swift-format-ignore-file
// SnapKit's stored `Constraint`, in the shape of notes and answers that keep the bottom one from
// `makeConstraints` and move it with `update(offset:)` when the keyboard shows and hides, then lay
// the view out inside an animation of the keyboard's duration.
import UIKit
import SnapKit

class CommentViewController: UIViewController {
    let commentsScroll = UIScrollView()
    fileprivate var scrollBottom: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(commentsScroll)
        commentsScroll.snp.makeConstraints { (make) in
            make.left.right.top.equalTo(view)
            scrollBottom = make.bottom.equalTo(view.snp.bottom).constraint
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShows(_:)), name: .UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardHides(_:)), name: .UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardShows(_ notification: Notification) {
        guard let info = notification.userInfo,
            let frame = (info[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let duration = info[UIKeyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
        scrollBottom?.update(offset: -frame.height)
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    @objc func keyboardHides(_ notification: Notification) {
        scrollBottom?.update(offset: 0)
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
