// swift-format-ignore-file
// The shape of MVVM sign-up screens (IMSEONGJUN/Mystagram's registration screen is one): the
// view model's protocol is declared beside the screen, and its value is handed over by the
// screen's builder, which the file never shows; viewDidLoad reads it before registering the
// keyboard observers.
import UIKit

protocol SignUpViewModelType {
    var screenTitle: String { get }
}

final class SignUpViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var viewModel: SignUpViewModelType!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.screenTitle
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
