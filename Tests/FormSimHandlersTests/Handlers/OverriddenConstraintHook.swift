// swift-format-ignore-file
// The shape of apps whose keyboard code lives in an extension of UIViewController and asks each
// screen for its bottom constraint through a method the screen overrides (oKafe/
// PicturesTestTask's `keyboardConstraint()` is one): the write goes through a local the hook's
// value is bound to.
import UIKit

extension UIViewController {
    @objc func bottomConstraintForKeyboard() -> NSLayoutConstraint? {
        return nil
    }

    @objc func keyboardFrameWillChange(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let hidden = end.origin.y >= UIScreen.main.bounds.height
        if let constraint = self.bottomConstraintForKeyboard() {
            constraint.constant = hidden ? 0 : end.height
            view.layoutIfNeeded()
        }
    }
}

final class PhotoSearchViewController: UIViewController {
    @IBOutlet weak var resultsBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    override func bottomConstraintForKeyboard() -> NSLayoutConstraint? {
        return resultsBottom
    }
}
