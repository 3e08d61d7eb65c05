// swift-format-ignore-file
// The screen's view class, with a layout method of the same name as the base controller's hook,
// in the shape of apps that name every screen's and view's layout step alike: called from the
// view's initialiser, it is the view's own.
import UIKit
import SnapKit

final class SignUpFormView: UIView {
    let scrollView = UIScrollView()
    var scrollBottom: Constraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(scrollView)
        setLayout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setLayout() {
        scrollView.snp.makeConstraints {
            $0.top.horizontalEdges.equalToSuperview()
            scrollBottom = $0.bottom.equalToSuperview().constraint
        }
    }
}
