// swift-format-ignore-file
// A note editor that makes its text view in code with a frame, above a toolbar, and insets it
// by the whole keyboard's height once the keyboard is up (the shape of small notes and diary
// apps' editors, vanjo2001/TheSwiftProjects' among them, in this project's words): the text
// view is 300 pt tall, so the keyboard hides less of it than the inset says.
import UIKit

class NoteEditorViewController: UIViewController {
    var noteView = UITextView()
    let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        noteView = UITextView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 300))
        noteView.font = UIFont.systemFont(ofSize: 17)
        view.addSubview(noteView)
        toolbar.frame = CGRect(x: 0, y: 300, width: view.bounds.width, height: 44)
        view.addSubview(toolbar)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardDidShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        noteView.contentInset.bottom = frame.height
        noteView.verticalScrollIndicatorInsets.bottom = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        noteView.contentInset = .zero
        noteView.verticalScrollIndicatorInsets = .zero
    }
}
