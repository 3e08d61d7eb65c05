// swift-format-ignore-file
import UIKit

// A screen whose keyboard code writes a computed property, whose `set` moves the scroll view's
// insets and whose getter reads them back (the shape of screens that wrap an inset in a
// property, in this project's words): `+=` reads through the getter and writes through the
// setter, and nothing is stored in the property itself.
final class ShippingNotesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    private var keyboardInset: CGFloat {
        get { scrollView.contentInset.bottom }
        set(inset) {
            scrollView.contentInset.bottom = inset
            scrollView.scrollIndicatorInsets.bottom = inset
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardInset = end.height
        keyboardInset += 4
    }

    @objc func keyboardWillHide(_ note: Notification) {
        keyboardInset = 0
    }
}
