// swift-format-ignore-file
import UIKit

// A sign-up screen that builds its fields in code and gives each text field a placeholder by
// walking them, counting as it goes (the pattern of digitallifelab/Origami-iOS's
// RegistrationVC.swift, in this project's words). FormSim does not simulate views made in
// code: an `if let … as? UITextField` on an unknown value is taken as nil, as the documented
// rule says, so the button is never counted as a field, where binding every unknown view
// indexed a third hint of two.
class JoinViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    let hints = ["Name", "Email"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let pieces: [UIView] = [UITextField(frame: .zero), UITextField(frame: .zero), UIButton(type: .system)]
        var next = 0
        for piece in pieces {
            if let field = piece as? UITextField {
                let hint = hints[next]
                field.placeholder = hint
                next += 1
            }
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = end.height
    }
}
