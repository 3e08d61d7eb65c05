// swift-format-ignore-file
// The helper the screen keeps: it owns a second object (HeightWatcher.swift, alone in its file)
// made as its property's initial value, gives it a closure capturing itself weakly, and starts
// it. Both classes have an `end()`; this one's asks the watcher's.
import UIKit

final class ConstraintFollower: NSObject {
    var view: UIView?
    private weak var constraint: NSLayoutConstraint?
    private var extra: CGFloat = 0
    private var watcher = HeightWatcher()

    override init() {
        super.init()
        watcher.onChange = { [weak self] height in
            self?.apply(height)
        }
        watcher.begin()
    }

    func follow(view: UIView) {
        self.view = view
    }

    func follow(_ constraint: NSLayoutConstraint, extra: CGFloat = 6) {
        self.constraint = constraint
        self.extra = extra
    }

    func end() {
        watcher.end()
    }

    private func apply(_ height: CGFloat) {
        guard let view = view, let constraint = constraint else { return }
        constraint.constant = height > 0 ? height + extra : 0
        view.layoutIfNeeded()
    }
}
