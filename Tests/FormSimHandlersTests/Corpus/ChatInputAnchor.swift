// swift-format-ignore-file
// Follows the shape of kapoor-shubham/ChatDemo, DynamicChat/ViewController.swift: a chat screen
// whose input bar's bottom constraint takes the keyboard's height less a fixed gap, animated with
// the keyboard's own duration. The message list, its data source and the send call are this
// file's own.
import UIKit

struct ChatMessage {
    let sender: String
    let body: String
    let sentAt: Date
}

class ChatRoomViewController: UIViewController, UITableViewDataSource {

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var inputField: UITextField!
    @IBOutlet weak var inputBarBottom: NSLayoutConstraint!

    var messages: [ChatMessage] = []
    let gapAboveKeyboard: CGFloat = 20.0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let boxed = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let seconds = info[UIResponder.keyboardAnimationDurationUserInfoKey] as! Double
        inputBarBottom.constant = boxed.cgRectValue.size.height - gapAboveKeyboard
        view.setNeedsLayout()
        UIView.animate(withDuration: seconds) {
            self.view.layoutIfNeeded()
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        inputBarBottom.constant = 0
        view.layoutIfNeeded()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = "\(message.sender): \(message.body)"
        return cell
    }

    @IBAction func sendTapped(_ sender: Any) {
        guard let text = inputField.text, !text.isEmpty else { return }
        messages.append(ChatMessage(sender: "me", body: text, sentAt: Date()))
        inputField.text = ""
        tableView.reloadData()
    }
}
