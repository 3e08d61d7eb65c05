// swift-format-ignore-file
// Follows the shape of the chat screen of a peer-to-peer messenger (Limbo, ChatViewController):
// the users come from the screen that pushes this one (`chatVC.currentUser = …`), so the file
// never sets them, and viewDidLoad force-unwraps one to load the history from the app's store;
// the thread is handed over untyped, as `AnyObject?`, as older Swift screens did.
import UIKit

class ChatViewController: UIViewController {
    @IBOutlet weak var inputBottom: NSLayoutConstraint!

    var currentUser: UserModel?
    var partner: UserModel?
    var thread: AnyObject?

    override func viewDidLoad() {
        super.viewDidLoad()
        loadHistory()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func loadHistory() {
        let messages = MessageStore.shared.messages(between: currentUser!, and: partner!.username)
        let threadID = thread!.value(forKey: "id")
        print(threadID ?? "none")
        print(messages)
        if partner != nil {
            print("with a partner")
        }
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        inputBottom.constant = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        inputBottom.constant = 0
    }
}
