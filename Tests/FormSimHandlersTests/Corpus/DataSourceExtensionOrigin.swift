// swift-format-ignore-file
// Follows the shape of AhmerovDmitry/RickOS, RickApp/ChatController/ChatViewDataSource.swift: one
// extension of the chat controller holds both the table's data source and the keyboard
// observers, and the keyboard handler moves the screen up by the keyboard less the input bar.
import UIKit

class SupportChatViewController: UIViewController {
    let tableView = UITableView()
    var transcript: [String] = ["Hello", "How can we help?"]
    let inputBarHeight: CGFloat = 60

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        registerForKeyboardNotification()
    }
}

extension SupportChatViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transcript.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.textLabel?.text = transcript[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func registerForKeyboardNotification() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        view.frame.origin.y = -(frame.height - inputBarHeight)
    }

    @objc func keyboardWillHide(notification: Notification) {
        view.frame.origin.y = 0
    }
}
