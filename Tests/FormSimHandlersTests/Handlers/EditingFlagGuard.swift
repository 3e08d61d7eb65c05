// swift-format-ignore-file
import UIKit

// A notes screen that makes room for the keyboard only while its list is not being edited.
// UIKit starts a view controller's `isEditing` false; the hide observer turns editing on, so
// every show after the first leaves the inset at zero.
class NotesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        if !isEditing {
            scrollView.contentInset.bottom = frame.height
        }
    }

    @objc func keyboardWillHide(_ note: Notification) {
        scrollView.contentInset.bottom = 0
        setEditing(true, animated: false)
    }
}
