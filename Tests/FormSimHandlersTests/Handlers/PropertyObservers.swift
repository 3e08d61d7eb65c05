// swift-format-ignore-file
import UIKit

// A screen that keeps the keyboard's height in a property and lets the property's observers
// apply it (the shape of screens whose `didSet` updates the layout, in this project's words):
// the notification handlers only store the height. `willSet` names its value, `didSet` reads
// `oldValue` and writes its own property, which runs no observer again. The outlet's `didSet`
// is for Interface Builder's connection, which the binding stands for: it does not run.
final class SignatureViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView! {
        didSet { shows = 0 }
    }
    private var shows = 0
    private var requested: CGFloat = -1
    private var keyboardHeight: CGFloat = 0 {
        willSet(next) {
            requested = next
        }
        didSet {
            if oldValue == 0 && keyboardHeight > 0 { shows += 1 }
            keyboardHeight = keyboardHeight.rounded()
            scrollView.contentInset.bottom = keyboardHeight + CGFloat(shows)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardHeight = end.height + 0.4
    }

    @objc func keyboardWillHide(_ note: Notification) {
        keyboardHeight = 0
    }
}
