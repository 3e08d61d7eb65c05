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
        if let userInfo = notification.userInfo {
            let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let duration: TimeInterval = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
            let curveNumber = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber
            let curveRaw = curveNumber?.uintValue ?? UIView.AnimationOptions.curveEaseInOut.rawValue
            let curve = UIView.AnimationOptions(rawValue: curveRaw << 16)
            if (endFrame?.origin.y)! >= UIScreen.main.bounds.size.height {
                self.toolbarBottom?.constant = 0.0
            } else {
                self.toolbarBottom?.constant = endFrame?.size.height ?? 0.0
            }
            UIView.animate(withDuration: duration, delay: TimeInterval(0), options: curve, animations: { self.view.layoutIfNeeded() }, completion: nil)
        }
    }
}
