// swift-format-ignore-file
// A keyboard protocol for screens, in a file of its own: its extension's default margin is 8,
// and it makes a helper object from what the screen gives (its scroll view, its margin),
// keeps it as the screen's associated object and starts it; the helper, declared beside it, registers itself and insets the scroll view by
// the keyboard plus the margin. The helper's stored properties have the names of the screen's.
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
