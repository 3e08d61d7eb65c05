// swift-format-ignore-file
// A payment screen whose base class (in a file not given) makes the scroll view and its
// SnapKit constraints: the screen itself only updates the scroll view's bottom by the
// keyboard's overlap and lays the view out inside an animation.
import SnapKit
import UIKit

final class PaymentViewController: FormBaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = max(0, view.bounds.height - end.minY)
        scrollView.snp.updateConstraints { $0.bottom.equalToSuperview().inset(overlap) }
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
