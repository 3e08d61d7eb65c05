// swift-format-ignore-file
// Two ways an app's own code hides what the handler does, in the shapes of edx-app-ios's
// UIViewController+OEXKeyboard.swift (a block handed to the app's own observing helper with the
// keyboard notification's name) and of a Swift 2 form that finds the first responder by walking
// its scroll view's subviews.
import UIKit

class EnrollmentViewController: UIViewController {
    @IBOutlet weak var formScrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.oex_addObserver(self, notification: UIKeyboardWillChangeFrameNotification) { note, observer, _ in
            observer.formScrollView.contentInset.bottom = 216
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        if let field = firstResponderField() {
            formScrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    func firstResponderField() -> UITextField? {
        for view in formScrollView.subviews {
            if let field = view as? UITextField, field.isFirstResponder {
                return field
            }
        }
        return nil
    }
}
