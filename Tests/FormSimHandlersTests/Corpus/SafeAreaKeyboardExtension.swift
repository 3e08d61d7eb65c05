// swift-format-ignore-file
// Follows the shape of berbschloe/KeyboardUtils' UIViewController+KeyboardUtils.swift: an
// extension of UIViewController sets additionalSafeAreaInsets.bottom to the height the
// keyboard's end frame, converted into the view, covers, less a tab bar's height when there is
// one; a screen calls it from its will-change-frame observer inside an animation and sets the
// inset back to 0 on will-hide. The height is taken from the view's bottom, so on a device with
// a home indicator the inset comes out that much taller than the keyboard, as in the library.
import UIKit

extension UIViewController {
    func updateKeyboardSafeArea(endFrame: CGRect) {
        var bottom = view.frame.height - view.convert(endFrame, from: nil).minY
        if let tabBar = tabBarController?.tabBar {
            bottom -= tabBar.frame.height
        }
        additionalSafeAreaInsets.bottom = max(0, bottom)
    }
}

final class JournalEntryViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!

    private var entries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.keyboardDismissMode = .interactive
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        UIView.animate(withDuration: duration) {
            self.updateKeyboardSafeArea(endFrame: end)
            self.view.layoutIfNeeded()
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        UIView.animate(withDuration: 0.25) {
            self.additionalSafeAreaInsets.bottom = 0
            self.view.layoutIfNeeded()
        }
    }

    func save(_ text: String) {
        entries.append(text)
    }
}
