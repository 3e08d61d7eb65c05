// swift-format-ignore-file
// Follows the shape of Ella77/snu_ios_programming's BubbleTalk ViewController.swift: a Swift 5
// chat screen whose keyboard code translates a container view (its `box` outlet, which holds the
// form) up by the keyboard's height less an eighth of the screen, and sets it back to identity
// when the keyboard hides. The rest of the screen (a message list, a text field delegate that
// sends on return, a tap recogniser that ends editing) is ordinary app code.
import UIKit

struct ChatLine {
    let sender: String
    let text: String
}

class BubbleChatViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var box: UIView!
    @IBOutlet weak var messageField: UITextField!

    private var lines: [ChatLine] = []
    private var sentCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        lines.append(ChatLine(sender: "system", text: "connected"))
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let text = textField.text, !text.isEmpty {
            lines.append(ChatLine(sender: "me", text: text))
            sentCount += 1
            textField.text = ""
        }
        return false
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo as? [String: Any] else { return }
        guard let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let screen = UIScreen.main.bounds
        box.transform = CGAffineTransform(translationX: 0, y: -value.cgRectValue.height + screen.height / 8)
        closeKeyboardOnTap()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        box.transform = .identity
    }

    func closeKeyboardOnTap() {
        let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        view.addGestureRecognizer(tap)
    }
}
