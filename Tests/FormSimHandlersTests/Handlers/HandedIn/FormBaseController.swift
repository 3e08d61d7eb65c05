// swift-format-ignore-file
// Follows the shape of a base class for an app's input screens (RPiCameraViewer's
// InputViewController): each subclass hands it its scroll view and bottom constraint through a
// method of its own, which also registers the observers. Until one does, both are nil, and the
// editing delegate method checks for that before it moves anything.
import UIKit

class FormBaseController: UIViewController, UITextFieldDelegate {
    var scrollView: UIScrollView!
    var bottomConstraint: NSLayoutConstraint!
    var editedRect: CGRect?
    var keyboardRect: CGRect?

    func adopt(_ scrollView: UIScrollView, _ bottomConstraint: NSLayoutConstraint) {
        self.scrollView = scrollView
        self.bottomConstraint = bottomConstraint
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        keyboardRect = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        relayout()
    }

    @objc func keyboardWillHide(_ note: Notification) {
        keyboardRect = nil
        relayout()
    }

    func relayout() {
        guard scrollView != nil else { return }
        if let keyboardRect = keyboardRect {
            bottomConstraint.constant = keyboardRect.height
        } else {
            bottomConstraint.constant = 0
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editedRect = textField.frame
        relayout()
    }
}
