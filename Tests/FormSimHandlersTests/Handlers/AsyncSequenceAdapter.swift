// swift-format-ignore-file
// The shape of keyboard adapters written for Swift concurrency (a 2022 ScrollViewKeyboardAdapter
// kept in its author's utilities is one): no view controller, a class that starts two tasks
// looping over keyboard notifications, the first taking a tuple apart in its `for await`, and
// the overlap worked out from the scroll view's bottom converted with a point made by `.init`.
import UIKit

@MainActor
final class InsetAdapter {
    let scrollView: UIScrollView
    private var tasks: [Task<Void, Never>] = []

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    func start() {
        tasks.append(Task { [weak self] in
            let frames = NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification)
                .compactMap { note -> (CGRect, Double)? in
                    guard let info = note.userInfo,
                          let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                          let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return nil }
                    return (frame, duration)
                }
            for await (frame, duration) in frames {
                guard let self, let window = self.scrollView.window, let superview = self.scrollView.superview else { return }
                let bottom = superview.convert(.init(x: 0, y: self.scrollView.frame.maxY), to: window).y
                UIView.animate(withDuration: duration) {
                    self.scrollView.contentInset.bottom = max(0, bottom - frame.minY)
                }
            }
        })
        tasks.append(Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: UIResponder.keyboardWillHideNotification) {
                self?.scrollView.contentInset.bottom = 0
            }
        })
    }

    func stop() {
        tasks.forEach { $0.cancel() }
        tasks.removeAll()
    }
}
