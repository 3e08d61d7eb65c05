// swift-format-ignore-file
// A screen built in code: its view class, in a file of its own, makes the scroll view the
// form lives in. The controller makes an object of it its view in loadView.
import UIKit

final class CheckoutFormView: UIView {
    let scrollView = UIScrollView()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        stack.axis = .vertical
        addSubview(scrollView)
        scrollView.addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
