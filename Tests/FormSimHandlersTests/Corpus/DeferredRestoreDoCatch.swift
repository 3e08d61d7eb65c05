// swift-format-ignore-file
// Follows the shape of Piwigo/Piwigo-Mobile, piwigo/Login/LoginViewController+Keyboard.swift: the
// login screen's will-show handler works out how far the edited field's bottom sits under the keyboard's top and scrolls
// by that much; the cached server list read with do/catch at load and the `defer` that clears a
// flag are this file's own.
import UIKit

struct ServerEntry: Codable {
    let address: String
    let username: String
}

class ServerLoginViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!
    var editedField: UITextField?
    var servers: [ServerEntry] = []
    var isAdjusting = false

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: NSTemporaryDirectory() + "servers.json"))
            servers = try JSONDecoder().decode([ServerEntry].self, from: data)
        } catch {
            servers = []
        }
        NotificationCenter.default.addObserver(self, selector: #selector(onKeyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        editedField = textField
    }

    @objc func onKeyboardWillShow(_ notification: NSNotification) {
        guard let info = notification.userInfo,
              let keyboard = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let field = editedField else { return }
        isAdjusting = true
        defer { isAdjusting = false }
        func bottomInView(_ field: UITextField) -> CGFloat {
            return field.frame.maxY - scrollView.contentOffset.y
        }
        let keyboardTop = view.bounds.height - keyboard.height
        let overlap = bottomInView(field) - keyboardTop
        scrollView.contentInset.bottom = keyboard.height
        if overlap > 0 {
            scrollView.setContentOffset(CGPoint(x: 0, y: scrollView.contentOffset.y + overlap), animated: true)
        }
    }
}
