// swift-format-ignore-file
// In the shape of MessageKit's MessagesViewController+Keyboard.swift: computed properties whose
// type gives `.zero` its meaning, returned from a guard's else and as a getter's one expression.
import UIKit

class MessagesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    var accessoryFrame: CGRect {
        guard let frame = inputAccessoryView?.frame else { return .zero }
        return frame
    }

    var extraSpace: CGSize { .zero }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + accessoryFrame.height + extraSpace.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
