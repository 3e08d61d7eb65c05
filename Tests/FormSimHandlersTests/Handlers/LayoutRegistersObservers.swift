// swift-format-ignore-file
// In the shape of MessageKit's MessagesViewController: the keyboard's observers are registered
// in the first viewDidLayoutSubviews, behind a flag, once the view has its size.
import UIKit

class ConversationViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var isFirstLayout = true
    private var laidOut = 0

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        laidOut += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard isFirstLayout else { return }
        isFirstLayout = false
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + CGFloat(laidOut)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
