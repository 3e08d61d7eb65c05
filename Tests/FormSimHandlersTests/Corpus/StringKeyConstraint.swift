// swift-format-ignore-file
// Follows the shape of MauBao/IOS, LamApp/AnimationTextFiled/AnimationTextFiled/ViewController.swift:
// the end frame is read with the key's string spelled out and force-cast to CGRect, and the
// constraint under the field is set to the keyboard's height plus a margin inside a short
// animation.
import UIKit

class CommentComposerViewController: UIViewController {

    @IBOutlet weak var composerBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(notification:)), name: NSNotification.Name.UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardWillShow(notification: NSNotification) {
        guard let info = notification.userInfo else { return }
        let end = info["UIKeyboardFrameEndUserInfoKey"] as! CGRect
        let margin: CGFloat = 20
        UIView.animate(withDuration: 0.25) {
            self.composerBottom.constant = end.size.height + margin
            self.view.layoutIfNeeded()
        }
    }

    @objc func keyboardWillHide(notification: NSNotification) {
        UIView.animate(withDuration: 0.25) {
            self.composerBottom.constant = 0
            self.view.layoutIfNeeded()
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
    }
}
