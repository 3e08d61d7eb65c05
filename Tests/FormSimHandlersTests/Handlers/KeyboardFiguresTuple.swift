// swift-format-ignore-file
// A sign-in screen whose helper method gathers the keyboard's figures into a labelled tuple;
// will-show reads them back by label and by position, will-hide takes the tuple apart, and
// each moves the scroll view's bottom constraint inside an animation of the keyboard's length.
import UIKit

class SignInViewController: UIViewController {
    @IBOutlet weak var bottomSpace: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func keyboardFigures(_ notification: Notification) -> (frame: CGRect, duration: TimeInterval)? {
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue else { return nil }
        return (frame: frame, duration: duration)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let figures = keyboardFigures(notification) else { return }
        bottomSpace.constant = figures.frame.height
        UIView.animate(withDuration: figures.1) { self.view.layoutIfNeeded() }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        guard let figures = keyboardFigures(notification) else { return }
        let (_, duration) = figures
        bottomSpace.constant = 0
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }
}
