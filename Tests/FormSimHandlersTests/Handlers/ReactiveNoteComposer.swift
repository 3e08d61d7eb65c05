// swift-format-ignore-file
// A note composer in the shape of reactive chat samples: a Send button put on the navigation
// item with the bare `navigationItem`, a text view grown inside a closure handed to a reactive
// library (which FormSim does not run), and the input's bottom constraint set from the keyboard.
import UIKit

class NoteComposerViewController: UIViewController {
    @IBOutlet weak var noteView: UITextView!
    @IBOutlet weak var noteHeight: NSLayoutConstraint!
    @IBOutlet weak var inputBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
        _ = noteView.rx.text.changed.subscribe(onNext: { [weak self] _ in
            let width = self?.noteView.frame.size.width ?? 0
            self?.noteHeight.constant = self?.noteView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
        })
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func send() {
        noteView.text = ""
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        inputBottom.constant = view.bounds.height - end.minY
        view.layoutIfNeeded()
    }
}
