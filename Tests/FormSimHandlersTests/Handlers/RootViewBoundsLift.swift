// swift-format-ignore-file
// A root view class the storyboard gives the screen's view: from awakeFromNib it observes the
// text field notification to keep the field being edited (a property of its own, written
// through `self`), and on will-show slides its content up by moving its bounds' origin so that
// the field's bottom ends 12 points above the keyboard.
import UIKit

class KeyboardSlidingView: UIView {
    private weak var editedField: UITextField?

    override func awakeFromNib() {
        super.awakeFromNib()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(fieldBegan(_:)), name: UITextField.textDidBeginEditingNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func fieldBegan(_ notification: Notification) {
        self.editedField = notification.object as? UITextField
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let field = self.editedField,
              let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let fieldBottom = field.convert(field.bounds, to: self).maxY
        let overlap = fieldBottom + 12 - (bounds.height - end.height)
        UIView.animate(withDuration: 0.25) {
            self.bounds.origin.y = max(0, overlap)
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        UIView.animate(withDuration: 0.25) {
            self.bounds.origin.y = 0
        }
    }
}
