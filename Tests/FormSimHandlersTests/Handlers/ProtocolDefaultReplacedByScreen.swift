// swift-format-ignore-file
// One file: a keyboard protocol whose extension's default margin is 8, a helper object it
// makes and keeps as the screen's associated object, and a screen that adopts the protocol
// with a margin of its own, 12, which replaces the default wherever the protocol's code
// reads it.
import UIKit

protocol KeyboardAvoiding where Self: UIViewController {
    var avoidingScrollView: UIScrollView { get }
    var keyboardMargin: CGFloat { get }
    func startAvoidingKeyboard()
}

private var avoiderKey: UInt8 = 0

extension KeyboardAvoiding {
    var keyboardMargin: CGFloat { 8 }

    private var avoider: KeyboardAvoider {
        if let kept = objc_getAssociatedObject(self, &avoiderKey) as? KeyboardAvoider { return kept }
        let avoider = KeyboardAvoider(scrollView: avoidingScrollView, margin: keyboardMargin)
        objc_setAssociatedObject(self, &avoiderKey, avoider, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return avoider
    }

    func startAvoidingKeyboard() {
        avoider.start()
    }
}

final class KeyboardAvoider: NSObject {
    private weak var scrollView: UIScrollView?
    private let keyboardMargin: CGFloat

    init(scrollView: UIScrollView, margin: CGFloat) {
        self.scrollView = scrollView
        self.keyboardMargin = margin
    }

    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView?.contentInset.bottom = frame.height + keyboardMargin
    }

    @objc private func keyboardWillHide(_ note: Notification) {
        scrollView?.contentInset.bottom = 0
    }
}
final class SettingsViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startAvoidingKeyboard()
    }
}

extension SettingsViewController: KeyboardAvoiding {
    var avoidingScrollView: UIScrollView { scrollView }
    var keyboardMargin: CGFloat { 12 }
}
