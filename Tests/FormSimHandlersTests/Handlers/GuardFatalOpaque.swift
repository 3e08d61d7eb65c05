// swift-format-ignore-file
// In the shape of Automattic/simplenote-ios's ShareViewController.swift: what the presenting code
// hands over is asserted with `guard let … else { fatalError() }` before the keyboard's
// observers are registered. On a device it is always there.
import UIKit

class ShareComposerViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var extensionContext: ShareContext?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let context = extensionContext else {
            fatalError("the share extension is always given its context")
        }
        context.prepare()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
