// swift-format-ignore-file
// A Swift 2 chat screen in the shape of messaging samples: viewDidLoad makes the navigation bar
// opaque through an optional chain (nil outside a navigation controller) before it registers
// its keyboard observer, which insets the message list by the keyboard's height.
import UIKit

class ChatRoomViewController: UIViewController {
    @IBOutlet weak var messageList: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.translucent = false
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillChangeFrame:", name: UIKeyboardWillChangeFrameNotification, object: nil)
    }

    func keyboardWillChangeFrame(notification: NSNotification) {
        let end = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        messageList.contentInset.bottom = view.bounds.height - end.origin.y
    }
}
