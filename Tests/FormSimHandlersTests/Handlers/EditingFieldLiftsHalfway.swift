// swift-format-ignore-file
// A notes screen that lifts its view by half the keyboard, but only while its notes field is
// the one being edited (`isEditing`), and puts it back on hide when it has moved.
import UIKit

class NoteEditViewController: UIViewController {
    @IBOutlet weak var notesField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        if notesField.isEditing {
            view.frame.origin.y -= frame.height / 2
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        if view.frame.origin.y != 0 {
            view.frame.origin.y += frame.height / 2
        }
    }
}
