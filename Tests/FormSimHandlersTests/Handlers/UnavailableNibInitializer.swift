// swift-format-ignore-file
// A screen made in code with an initialiser of its own: UIKit's two designated initialisers
// are overridden only to crash, marked unavailable, as Swift code that wants one way in does.
import UIKit

final class PasscodeEntryController: UIViewController {
    @IBOutlet private weak var passcodeScroll: UIScrollView!
    private let onFinish: (String) -> Void

    init(onFinish: @escaping (String) -> Void) {
        self.onFinish = onFinish
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        fatalError("init(nibName:bundle:) has not been implemented")
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        passcodeScroll.contentInset.bottom = frame.height + 9
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        passcodeScroll.contentInset.bottom = 0
    }
}
