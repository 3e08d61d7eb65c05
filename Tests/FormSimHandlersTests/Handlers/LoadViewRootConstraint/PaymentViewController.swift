// swift-format-ignore-file
// The controller makes an object of its view class its view in loadView and hands the view how
// far the keyboard's end frame covers it on every will-change-frame.
import UIKit

final class PaymentViewController: UIViewController {
    private var rootView: PaymentRootView { view as! PaymentRootView }

    override func loadView() {
        view = PaymentRootView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval else { return }
        rootView.keyboardCovers(max(0, view.bounds.height - end.minY), duration: duration)
    }
}
