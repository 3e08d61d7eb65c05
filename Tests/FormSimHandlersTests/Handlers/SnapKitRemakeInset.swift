// swift-format-ignore-file
// `remakeConstraints` in an extension, in the shape of chat screens that lay their container out
// again on every keyboard notification: the bottom inset by the keyboard's height when it shows,
// pinned to the superview again when it hides, the change applied at the next layout pass.
import UIKit
import SnapKit

class ThreadViewController: UIViewController {
    @IBOutlet weak var container: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(notification:)), name: .UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(notification:)), name: .UIKeyboardWillHide, object: nil)
    }
}

extension ThreadViewController {
    @objc func keyboardChanged(notification: NSNotification) {
        guard let value = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboard = value.cgRectValue
        if notification.name == .UIKeyboardWillShow {
            container.snp.remakeConstraints { (make) in
                make.top.equalTo(self.topLayoutGuide.snp.bottom)
                make.left.right.equalToSuperview()
                make.bottom.equalToSuperview().inset(keyboard.size.height)
            }
        } else {
            container.snp.remakeConstraints { (make) in
                make.edges.equalToSuperview()
            }
        }
    }
}
