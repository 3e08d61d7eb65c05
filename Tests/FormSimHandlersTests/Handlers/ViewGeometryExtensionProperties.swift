// swift-format-ignore-file
// The shape of screens that use a geometry helper library's computed properties on UIView
// (SwifterSwift's `y` and `height`, used by detector-m/XiaoweHealthy's sign-in screens): the
// helpers are an extension of UIView in the files, read and written on the views the screen
// names, once with a compound assignment.
import UIKit

extension UIView {
    var originY: CGFloat {
        get { return frame.origin.y }
        set { frame.origin.y = newValue }
    }

    var height: CGFloat {
        get { return frame.size.height }
        set { frame.size.height = newValue }
    }
}

final class DailyLogViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.height = view.height - frame.height
        view.originY -= 40
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.height = view.height
        view.originY = 0
    }
}
