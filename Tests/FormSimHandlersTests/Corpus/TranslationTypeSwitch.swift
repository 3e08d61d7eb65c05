// swift-format-ignore-file
// Follows the shape of IcaliaLabs/Presentr, Presentr/KeyboardTranslation.swift: an enum of ways
// to get out of the keyboard's way whose method switches over itself to compute the presented
// view's new frame; here a form sheet screen applies it to its root view on will-show.
import UIKit

enum KeyboardTranslation {
    case none
    case moveUp(padding: CGFloat)
    case compress

    func frame(keyboardFrame: CGRect, presentedFrame: CGRect) -> CGRect {
        let keyboardTop = UIScreen.main.bounds.height - keyboardFrame.size.height
        switch self {
        case .none:
            return presentedFrame
        case .moveUp(let padding):
            let bottom = presentedFrame.origin.y + presentedFrame.height + padding
            let offset = bottom - keyboardTop
            if offset > 0 {
                return CGRect(x: presentedFrame.origin.x, y: presentedFrame.origin.y - offset, width: presentedFrame.width, height: presentedFrame.height)
            }
            return presentedFrame
        case .compress:
            return CGRect(x: presentedFrame.origin.x, y: presentedFrame.origin.y, width: presentedFrame.width, height: keyboardTop - presentedFrame.origin.y)
        }
    }
}

class FeedbackSheetViewController: UIViewController {
    var translation = KeyboardTranslation.compress
    var restingFrame = CGRect.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let keyboardFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        restingFrame = view.frame
        view.frame = translation.frame(keyboardFrame: keyboardFrame, presentedFrame: restingFrame)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        view.frame = restingFrame
    }
}
