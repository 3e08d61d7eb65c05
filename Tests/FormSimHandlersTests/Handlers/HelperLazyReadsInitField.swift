// swift-format-ignore-file
// An address screen whose keyboard helper makes its inset calculator lazily from the scroll
// view its initialiser stores: the lazy property's value is made at its first read, in
// will-show, after the initialiser, with the helper as `self`.
import UIKit

final class InsetCalculator {
    let target: UIScrollView
    let extra: CGFloat

    init(target: UIScrollView, extra: CGFloat) {
        self.target = target
        self.extra = extra
    }

    func apply(keyboardHeight: CGFloat) {
        target.contentInset.bottom = keyboardHeight + extra
    }
}

final class KeyboardInsetHelper {
    private let insetView: UIScrollView
    private lazy var calculator = InsetCalculator(target: insetView, extra: 12)

    init(scrollView: UIScrollView) {
        self.insetView = scrollView
        NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(willHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func willShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        calculator.apply(keyboardHeight: frame.height)
    }

    @objc private func willHide(_ note: Notification) {
        calculator.apply(keyboardHeight: -12)
    }
}

final class AddressViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var keyboard: KeyboardInsetHelper?

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboard = KeyboardInsetHelper(scrollView: scrollView)
    }
}
