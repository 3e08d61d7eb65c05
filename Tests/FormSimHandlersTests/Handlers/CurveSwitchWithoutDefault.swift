// swift-format-ignore-file
// The shape of keyboard helpers of 2015 (zummenix/KeyboardWrapper's KeyboardWrapper.swift): a
// struct read from the notification turns the curve into animation options with a switch over
// UIView.AnimationCurve's four named cases and no default.
import UIKit

struct KeyboardMotion {
    let height: CGFloat
    let curve: UIView.AnimationCurve

    init(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        height = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0
        let raw = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        curve = UIView.AnimationCurve(rawValue: raw) ?? .easeInOut
    }

    var options: UIView.AnimationOptions {
        switch curve {
        case .easeInOut: return .curveEaseInOut
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .linear: return .curveLinear
        }
    }
}

class CheckoutViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let motion = KeyboardMotion(notification)
        UIView.animate(withDuration: 0.25, delay: 0, options: motion.options, animations: {
            self.scrollView.contentInset.bottom = motion.height
        }, completion: nil)
    }
}
