// swift-format-ignore-file
// The shape of small keyboard libraries' scroll helpers (morishin/KeyboardFriendlyScrolling is
// one): a helper object whose observed property applies the resting insets, given its first
// value in the helper's initialiser, where Swift runs no observer.
import UIKit

final class InsetKeeper: NSObject {
    private let scrollView: UIScrollView
    var restingInsets: UIEdgeInsets {
        didSet { scrollView.contentInset = restingInsets }
    }

    init(scrollView: UIScrollView, restingInsets: UIEdgeInsets = .zero) {
        self.scrollView = scrollView
        self.restingInsets = restingInsets
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardDidShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        var insets = restingInsets
        insets.bottom += frame.height
        scrollView.contentInset = insets
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        restingInsets.bottom = 20
    }
}

final class ExpenseNoteViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var keeper: InsetKeeper?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.contentInset.bottom = 30
        keeper = InsetKeeper(scrollView: scrollView)
    }
}
