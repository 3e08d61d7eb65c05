// swift-format-ignore-file
// A struct of the file's own read from the notification by its own failable initialiser, as
// keyboard libraries wrap the user info: the initialiser gives nil when a key is missing and
// sets each stored property by its bare name otherwise; a second initialiser of the same type
// takes the values themselves and gives nil for a negative height.
import UIKit

struct KeyboardMove {
    let endFrame: CGRect
    let duration: TimeInterval
    var padding: CGFloat = 3

    init?(notification: Notification) {
        guard let info = notification.userInfo,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let seconds = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else {
            return nil
        }
        endFrame = end
        duration = seconds
    }

    init?(height: CGFloat) {
        if height < 0 {
            return nil
        }
        endFrame = CGRect(x: 0, y: 0, width: 0, height: height)
        duration = 0
        padding = 0
    }
}

class ShippingFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let move = KeyboardMove(notification: notification) else { return }
        let floor = KeyboardMove(height: 1)!
        let refused: CGFloat = KeyboardMove(height: -1) == nil ? 2 : 0
        scrollView.contentInset.bottom = move.endFrame.height + move.padding + floor.endFrame.height + floor.padding + refused
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
