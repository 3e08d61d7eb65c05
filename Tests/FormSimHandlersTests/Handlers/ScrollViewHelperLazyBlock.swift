// swift-format-ignore-file
// A scroll view class that hands its keyboard work to a helper object made in init(coder:):
// the helper starts listening in a method its protocol's extension adds, with a block kept in
// a lazy property whose closure captures the helper, and insets the scroll view by the part of
// the keyboard that covers it, less what it added before. An extension of the helper's class
// adds the flag the scroll view reads.
import UIKit

protocol KeyboardInsetting: AnyObject {
    var token: NSObjectProtocol? { get set }
    var onFrameChange: (Notification) -> Void { get }
}

extension KeyboardInsetting {
    func beginObserving() {
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main, using: onFrameChange)
    }
}

final class InsetKeeper: KeyboardInsetting {
    unowned let scrollView: UIScrollView
    var token: NSObjectProtocol?
    private var applied: CGFloat = 0

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    lazy var onFrameChange: (Notification) -> Void = { [unowned self] note in
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let superview = self.scrollView.superview else { return }
        let frame = superview.convert(self.scrollView.frame, to: nil)
        let covered = frame.intersection(end).height
        self.scrollView.contentInset.bottom += covered - self.applied
        self.applied = covered
    }
}

extension InsetKeeper {
    var isObserving: Bool { token != nil }
}

final class InsettingScrollView: UIScrollView {
    private var keeper: InsetKeeper!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        keeper = InsetKeeper(scrollView: self)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if !keeper.isObserving {
            keeper.beginObserving()
        }
    }
}
