// swift-format-ignore-file
import UIKit

// Follows the shape of a profile screen that keeps its avatar above the keyboard: the inset is
// the keyboard's height plus the avatar's, an image view FormSim does not draw.
class AvatarFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var avatarView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let end = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        scrollView.contentInset.bottom = end.height + avatarView.frame.height
    }
}
