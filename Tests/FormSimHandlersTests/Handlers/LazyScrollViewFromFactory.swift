// swift-format-ignore-file
// A screen built in code whose scroll view is a lazy property made by a factory method of
// the controller, its type inferred from the method's result.
import UIKit

final class NewsletterSignupController: UIViewController {
    private lazy var formScroll = makeFormScroll()
    private lazy var emailField = makeEmailField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(formScroll)
        formScroll.addSubview(emailField)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func makeFormScroll() -> UIScrollView {
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = true
        scroll.translatesAutoresizingMaskIntoConstraints = false
        return scroll
    }

    private func makeEmailField() -> UITextField {
        let field = UITextField()
        field.placeholder = "you@example.com"
        return field
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formScroll.contentInset.bottom = frame.height + 6
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        formScroll.contentInset.bottom = 0
    }
}
