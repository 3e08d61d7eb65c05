// swift-format-ignore-file
// Follows the shape of Antidote's KeyboardNotificationController.swift (Antidote-for-Tox/Antidote):
// a base controller made in code registers its keyboard observers in init(), not in viewDidLoad;
// its init(coder:) only crashes, as Swift requires one; deinit removes them; one handling
// method reads the frame, the duration and the curve, turns the curve into animation options
// with a switch, and calls an overridable hook inside the animation.
import UIKit

class ComposerBaseController: UIViewController {
    var scrollView: UIScrollView!

    init() {
        super.init(nibName: nil, bundle: nil)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        respond(to: notification, showing: true)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        respond(to: notification, showing: false)
    }

    func keyboardMoves(to frame: CGRect, showing: Bool) {
        scrollView.contentInset.bottom = showing ? frame.height : 0
        scrollView.scrollIndicatorInsets = scrollView.contentInset
    }

    private func respond(to notification: Notification, showing: Bool) {
        guard let info = notification.userInfo else { return }
        let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as! NSNumber).doubleValue
        let raw = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).intValue
        let options: UIView.AnimationOptions
        switch UIView.AnimationCurve(rawValue: raw) {
        case .easeIn?: options = .curveEaseIn
        case .easeOut?: options = .curveEaseOut
        case .linear?: options = .curveLinear
        default: options = .curveEaseInOut
        }
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            self.keyboardMoves(to: frame, showing: showing)
        }, completion: nil)
    }
}
