// swift-format-ignore-file
// Follows the shape of easefun/polyv-ios-liveplayer,
// PolyvLiveSDKDemo/PolyvLiveSDKDemo/Modules/Watch/Chatroom/PLVChatroomController.m, rewritten as
// Swift: a chat room controller that keeps its messages in a dictionary keyed by id, builds the
// room from a loop at load, and raises its input bar by the keyboard's height less the tool
// bar's.
import UIKit

enum ChatEvent {
    case joined(user: String)
    case speak(user: String, text: String)
    case system(String)
}

struct RoomMessage {
    let id: Int
    let event: ChatEvent
}

class LiveChatroomViewController: UIViewController {
    static let toolBarHeight: CGFloat = 46.0

    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var inputBottom: NSLayoutConstraint!

    var messages = [Int: RoomMessage]()
    var order: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let greetings: [ChatEvent] = [.system("Welcome"), .joined(user: "host")]
        for (index, event) in greetings.enumerated() {
            messages[index] = RoomMessage(id: index, event: event)
            order.append(index)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func text(for message: RoomMessage) -> String {
        switch message.event {
        case .joined(let user):
            return "\(user) joined"
        case .speak(let user, let text) where !text.isEmpty:
            return "\(user): \(text)"
        case .speak:
            return ""
        case .system(let notice):
            return notice
        }
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        inputBottom.constant = frame.height - LiveChatroomViewController.toolBarHeight
        view.layoutIfNeeded()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        inputBottom.constant = 0
        view.layoutIfNeeded()
    }
}
