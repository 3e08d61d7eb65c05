// swift-format-ignore-file
// `.zero` passed to the file's own initialiser and methods, whose parameters give its type, as
// helpers take a resting inset (`resting: UIEdgeInsets = .zero`).
import UIKit

final class InsetHelper: NSObject {
    let scrollView: UIScrollView
    var resting: UIEdgeInsets

    init(scrollView: UIScrollView, resting: UIEdgeInsets = .zero) {
        self.scrollView = scrollView
        self.resting = resting
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func widen(_ extra: CGFloat, from base: UIEdgeInsets) -> UIEdgeInsets {
        var insets = base
        insets.bottom += extra
        return insets
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset = widen(frame.height, from: resting)
    }
}

class NoteController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var helper: InsetHelper?

    override func viewDidLoad() {
        super.viewDidLoad()
        helper = InsetHelper(scrollView: scrollView, resting: .zero)
        helper?.resting = helper?.widen(3, from: .zero) ?? .zero
    }
}
