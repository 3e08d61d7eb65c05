// swift-format-ignore-file
// The shape of VIPER and MVP screens (jate/ComponentsHub's login view is one): the presenter's
// class is declared beside the screen, and the screen's builder sets the implicitly unwrapped
// property, which the file never does; viewDidLoad talks to it before registering the keyboard
// observers.
import UIKit

final class CheckoutPresenter {
    var title = "Checkout"
    func viewDidLoad() {}
}

final class CheckoutViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var presenter: CheckoutPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
        title = presenter.title
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
