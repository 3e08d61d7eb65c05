// swift-format-ignore-file
// A booking screen that finds the field being edited by walking the views under its root
// view, lifts the root view by as much as the keyboard covers of it, and sizes its scroll
// view's content from the scroll view's subviews with a margin below the last.
import UIKit

extension UIView {
    func editingDescendant() -> UIView? {
        if isFirstResponder { return self }
        for child in subviews {
            if let found = child.editingDescendant() { return found }
        }
        return nil
    }
}

final class BookingViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var lowest: CGFloat = 0
        for child in scrollView.subviews {
            lowest = max(lowest, child.frame.maxY)
        }
        scrollView.contentSize = CGSize(width: scrollView.frame.width, height: lowest + 40)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let editing = view.editingDescendant(),
              let container = editing.superview else { return }
        let rect = view.convert(editing.frame, from: container)
        let covered = rect.maxY - end.minY
        if covered > 0 {
            view.frame.origin.y = -covered
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }
}
