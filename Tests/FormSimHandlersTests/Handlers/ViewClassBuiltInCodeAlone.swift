// swift-format-ignore-file
// A view class alone, built in code, in the shape of screens whose view watches the keyboard
// itself: its `init(frame:)` lays the scroll view out with SnapKit and registers the observers;
// its `init(coder:)` hands on to UIKit's and sets the colours up, which `init(frame:)` does too.
import UIKit
import SnapKit

final class DiaryEntryView: UIView {
    private lazy var entryScroll: UIScrollView = {
        let scroll = UIScrollView()
        scroll.keyboardDismissMode = .interactive
        return scroll
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpAppearance()
        addSubview(entryScroll)
        entryScroll.snp.makeConstraints { $0.edges.equalToSuperview() }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpAppearance()
    }

    private func setUpAppearance() {
        backgroundColor = .systemBackground
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        UIView.animate(withDuration: 0.25) {
            self.entryScroll.snp.updateConstraints { $0.bottom.equalToSuperview().offset(-frame.height) }
            self.layoutIfNeeded()
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        UIView.animate(withDuration: 0.25) {
            self.entryScroll.snp.updateConstraints { $0.bottom.equalToSuperview() }
            self.layoutIfNeeded()
        }
    }
}
