// swift-format-ignore-file
// A scroll view subclass that follows the keyboard by itself, the whole file (in the shape of
// the reusable KeyboardAwareScrollView classes of small apps): the storyboard makes the screen's
// scroll view with init(coder:), which registers the observers, and sends it awakeFromNib.
import UIKit

class KeyboardAwareScrollView: UIScrollView {
    var margin: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        margin = 5
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        contentInset.bottom = end.height + margin
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        contentInset.bottom = 0
    }
}
