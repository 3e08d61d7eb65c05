// swift-format-ignore-file
import UIKit

extension UIView {
    /// The first responder among this view and its subviews.
    var firstResponder: UIView? {
        get {
            if isFirstResponder { return self }
            return nil
        }
    }

    func bottomOffset(in scrollView: UIScrollView, margin: CGFloat = 8) -> CGFloat {
        return frame.maxY + margin
    }
}

extension FormViewController: UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
    }
}

class KeyboardAwareScrollView: UIScrollView {}

class PaddedScrollView: KeyboardAwareScrollView {
    func adjust(for height: CGFloat) {
        contentInset.bottom = height
    }
}
