// swift-format-ignore-file
// A keyboard helper of the app's that keeps the inset in a property whose didSet applies it,
// written and read through `self`, inside the animation's [weak self] closure.
import UIKit

final class InsetKeeper: NSObject {
    private weak var scrollView: UIScrollView?
    private var appliedInset: CGFloat = 0 {
        didSet {
            scrollView?.contentInset.bottom = appliedInset
            scrollView?.scrollIndicatorInsets.bottom = appliedInset
        }
    }

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let covered = max(0, UIScreen.main.bounds.height - end.minY)
        let inset = covered > 0 ? covered + 4 : 0
        guard inset != self.appliedInset else { return }
        UIView.animate(withDuration: 0.25) { [weak self] in
            self?.appliedInset = inset
        }
    }
}

final class MessageComposeController: UIViewController {
    @IBOutlet private weak var composeScroll: UIScrollView!
    private var insetKeeper: InsetKeeper?

    override func viewDidLoad() {
        super.viewDidLoad()
        insetKeeper = InsetKeeper(scrollView: composeScroll)
    }
}
