// swift-format-ignore-file
// A profile editor of an app built in the VIPER style: its builder, in another file, calls
// inject(presenter:) before the view loads, and viewDidLoad unwraps the presenter with `!`.
import UIKit

final class ProfileEditViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var presenter: ProfileEditPresenter?

    func inject(presenter: ProfileEditPresenter) {
        self.presenter = presenter
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter!.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + 3
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
