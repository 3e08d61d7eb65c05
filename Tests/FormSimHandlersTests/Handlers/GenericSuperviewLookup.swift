// swift-format-ignore-file
// A task editor that finds the first responder and its enclosing scroll view with the app's
// own generic view helpers (the shape of ticketTask's `findSuperView(ofType:)` and the many
// `UIView` extensions like it, in this project's words): `T` is the type each call passes.
import UIKit

extension UIView {
    func firstResponderInside() -> UIView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let found = subview.firstResponderInside() { return found }
        }
        return nil
    }

    func enclosing<T>(_ type: T.Type) -> T? {
        guard let parent = superview else { return nil }
        switch parent {
        case let match as T:
            return match
        default:
            return parent.enclosing(type)
        }
    }

    func nearestAncestor<T: UIView>(ofType type: T.Type) -> T? {
        var candidate = superview
        while let view = candidate {
            if let match = view as? T { return match }
            candidate = view.superview
        }
        return nil
    }
}

class TaskEditorViewController: UIViewController {
    private weak var insetScrollView: UIScrollView?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let field = view.firstResponderInside(),
              let scrollView = field.enclosing(UIScrollView.self) else { return }
        scrollView.contentInset.bottom = frame.height
        insetScrollView = field.nearestAncestor(ofType: UIScrollView.self)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        insetScrollView?.contentInset.bottom = 0
    }
}
