// swift-format-ignore-file
// Combine, in the shape of screens that publish the keyboard's height from their own selector
// observers and let a subscription move the constraint under the form.
import UIKit
import Combine

class FeedbackFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var formBottom: NSLayoutConstraint!
    @Published var keyboardHeight: CGFloat = 0
    var cancellables: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        $keyboardHeight
            .dropFirst()
            .sink { [unowned self] height in
                self.formBottom.constant = height
            }
            .store(in: &cancellables)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardHeight = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
    }
}
