// swift-format-ignore-file
// A helper object that calls back the screen that owns it, whose method writes through `self.`
// (as it must inside an escaping closure); both classes have a `margin`. The screen also
// compares a view of another file's class with `.zero`, then sets its frame to `.zero`.
import UIKit

final class KeyboardRelay: NSObject {
    weak var owner: CheckoutController?
    var margin: CGFloat = 50

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        owner?.keyboardMoved(to: frame.height)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        owner?.keyboardMoved(to: 0)
    }
}

class CheckoutController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var badge: PriceBadgeView!
    private let relay = KeyboardRelay()
    private var margin: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        relay.owner = self
        if badge.frame != .zero {
            margin = 100
        }
        badge.frame = .zero
    }

    func keyboardMoved(to height: CGFloat) {
        UIView.animate(withDuration: 0.25) {
            self.scrollView.contentInset.bottom = height > 0 ? height + self.margin + 3 : 0
        }
    }
}
