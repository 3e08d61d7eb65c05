// swift-format-ignore-file
class ConstructsViewController: UIViewController {
    var inset: CGFloat { margin * 2 }
    var label = "inset: \(inset) pt", multi = """
        first
          second \(margin)
        """
    var margin: CGFloat = 8 {
        didSet { view.setNeedsLayout() }
    }

    func handle(_ notification: Notification, mode: Mode) {
        if #available(iOS 11.0, *) {
            view.layoutIfNeeded()
        } else if #unavailable(iOS 9) {
            return
        } else {
            let x: CGFloat = 1, (a, b) = (1, 2)
        }
        if let margin, case .some = mode, var count: Int = counts["a"] {}
        switch mode {
        case .compact, .regular:
            inset += 0x10
        case let .custom(value):
            break
        default:
            break
        }
        for field in fields { print(field) }
        while true {}
        repeat {} while false
        do { try load() } catch {}
        defer { print("done") }
        func nested() {}
        let tuple = (width: 1.5, height: -2)
        let mapping: [String: Any] = ["a": [1, 2], "b": nil, "c": \UIView.frame]
        let ok = mode is Compact ? !flag : flag || other && a != b
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        } completion: { _ in
            self.done = true
        }
        let handler = { (note: Notification) -> Void in print(note) }
        _ = handler
        throw Failure.bad
    }
}
