// swift-format-ignore-file
// Follows the shape of TomKaminski/mediapicker-ios,
// MediaPicker/PhotoEditor/Controllers/PhotoEditorController+Keyboard.swift: an extension that
// observes will-change-frame, decides from the end frame's origin against the screen's height
// whether the keyboard is leaving, and animates a toolbar constraint with the keyboard's own
// duration and curve.
import UIKit

class CaptionEditorController: UIViewController {
    @IBOutlet weak var toolbarBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }
}

extension CaptionEditorController {
    @objc func keyboardWillChangeFrame(_ notification: NSNotification) {
        guard let info = notification.userInfo else { return }
        let target = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let seconds = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let rawCurve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        let options = UIView.AnimationOptions(rawValue: rawCurve << 16)
        let leaving = target!.minY >= UIScreen.main.bounds.height
        toolbarBottom?.constant = leaving ? 0 : (target?.height ?? 0)
        UIView.animate(withDuration: seconds, delay: 0, options: options, animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}
