// swift-format-ignore-file
// A screen's view class in a file of its own, in the shape of apps that keep each screen's
// layout in a UIView subclass: its designated initialiser lays the scroll view out with SnapKit
// and keeps the bottom constraint, and a method moves that constraint for the keyboard.
import UIKit
import SnapKit

final class PaymentRootView: UIView {
    let formScroll = UIScrollView()
    private var formBottom: Constraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(formScroll)
        formScroll.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            formBottom = make.bottom.equalToSuperview().constraint
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func keyboardCovers(_ height: CGFloat, duration: TimeInterval) {
        formBottom?.update(offset: -height)
        UIView.animate(withDuration: duration) {
            self.layoutIfNeeded()
        }
    }
}
