// swift-format-ignore-file
// The shape of screens that hand an outlet to their own keyboard method rather than keeping an
// active field (Takamasa-Fukase/AR-GunMan's name screen passes its text field and its view):
// the method measures the field and lifts the view by the overlap with the keyboard.
import UIKit

class NameEntryViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let self = self else { return }
            self.lift(for: note, field: self.nameField, in: self.view)
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.view.transform = .identity
        }
    }

    func lift(for note: Notification, field: UIView?, in view: UIView) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let field = field else { return }
        let keyboardTop = view.frame.height - frame.height
        let overlap = keyboardTop - field.convert(field.bounds, to: view).maxY - 6
        view.transform = overlap < 0 ? CGAffineTransform(translationX: 0, y: overlap) : .identity
    }
}
