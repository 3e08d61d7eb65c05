// swift-format-ignore-file
// Follows the shape of qizh/QizhKit,
// Sources/QizhKit/Extensions/Notification+/Notification+keyboard.swift: Swift 6, a `@MainActor`
// extension of Notification whose optional keyboard frame is the end frame clipped to the
// screen; the screen below is this file's own and insets its scroll view by that frame less the
// view's bottom safe area.
import UIKit

extension Notification {
    @MainActor public var keyboardFrame: CGRect? {
        guard let end = userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return nil }
        return end.intersection(UIScreen.main.bounds).standardized
    }
}

@MainActor
final class CheckoutViewController: UIViewController {
    @IBOutlet private var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.keyboardFrame else { return }
        let bottom = max(0, frame.height - view.safeAreaInsets.bottom)
        scrollView.contentInset.bottom = bottom
        scrollView.verticalScrollIndicatorInsets.bottom = bottom
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }
}
