// swift-format-ignore-file
// A struct of the file's own that keeps the screen's keyboard state, with default values and
// mutating methods: one changes a property by its bare name, the other through `self.`. The
// screen keeps it in a `var` and calls them, as Swift's value types are used.
import UIKit

struct InsetState {
    var extra: CGFloat = 2
    var shows = 0

    mutating func grow(by step: CGFloat) {
        extra += step
    }

    mutating func countShow() {
        self.shows += 1
    }
}

class NotesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var state = InsetState()

    override func viewDidLoad() {
        super.viewDidLoad()
        state.grow(by: 5)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        state.countShow()
        scrollView.contentInset.bottom = frame.height + state.extra + CGFloat(state.shows)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
