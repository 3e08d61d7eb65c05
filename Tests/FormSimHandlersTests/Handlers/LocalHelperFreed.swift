// swift-format-ignore-file
// A login screen that makes its keyboard helper into a local of viewDidLoad and keeps it
// nowhere: ARC frees the helper when viewDidLoad returns, and the notification centre, which
// does not keep its observers, sends it nothing. The form is never inset.
import UIKit

final class KeyboardInsetHelper: NSObject {
    private weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView?.contentInset.bottom = end.height
    }
}

final class LoginViewController: UIViewController {
    @IBOutlet weak var loginScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let helper = KeyboardInsetHelper(scrollView: loginScroll)
        print("keyboard helper ready: \(helper)")
    }
}
