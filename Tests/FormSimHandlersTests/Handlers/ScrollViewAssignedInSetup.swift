// swift-format-ignore-file
// A screen that declares its scroll view implicitly unwrapped and makes it in a setup method
// called from viewDidLoad; a second view it makes is no scroll view. The keyboard code reads
// the frame through NSValue and animates the inset with the keyboard.
import UIKit

class PaymentFormViewController: UIViewController {
    var scrollView: UIScrollView!
    var contentView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        buildViews()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    private func buildViews() {
        scrollView = UIScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        contentView = UIView()
        scrollView.addSubview(contentView)
    }

    @objc func keyboardChanged(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let covered = max(0, view.bounds.height - end.origin.y)
        UIView.animate(withDuration: 0.25) {
            self.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: covered + 12, right: 0)
        }
    }
}
