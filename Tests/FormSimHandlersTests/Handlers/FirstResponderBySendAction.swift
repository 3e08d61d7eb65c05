// swift-format-ignore-file
// A reward editor that finds the field being edited by sending an action to no target, which
// UIKit delivers to the first responder; only a text field found so insets the form.
import UIKit

extension UIResponder {
    private enum Found {
        static weak var responder: UIResponder?
    }

    static func editingResponder() -> UIResponder? {
        Found.responder = nil
        UIApplication.shared.sendAction(#selector(UIResponder.noteAsEditing), to: nil, from: nil, for: nil)
        return Found.responder
    }

    @objc private func noteAsEditing() {
        Found.responder = self
    }
}

final class RewardEditorViewController: UIViewController {
    @IBOutlet weak var rewardScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let field = UIResponder.editingResponder() as? UITextField,
              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        rewardScroll.contentInset.bottom = end.height + field.frame.height - 31
    }
}
