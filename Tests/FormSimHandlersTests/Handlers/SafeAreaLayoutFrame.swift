// swift-format-ignore-file
// In the shape of BottleRocketStudios/iOS-KeyboardSupport's KeyboardSafeAreaAdjustable.swift:
// the part of the keyboard inside the view's safe area (its layout guide's frame, grown back by
// what was added before) becomes the bottom of the additional safe area insets.
import UIKit

class SafeAreaFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let keyboardInView = view.convert(frame, from: nil)
        let safeArea = view.safeAreaLayoutGuide.layoutFrame.insetBy(dx: 0, dy: -additionalSafeAreaInsets.bottom)
        let covered = safeArea.intersection(keyboardInView)
        additionalSafeAreaInsets.bottom = covered.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        additionalSafeAreaInsets.bottom = 0
    }
}
