// swift-format-ignore-file
// A base class an app's form screens inherit: it registers for the keyboard when its view loads,
// and hands each change to a method its subclasses override.
import UIKit

class KeyboardFormController: UIViewController {
    @IBOutlet weak var formScrollView: UIScrollView!
    var roomBelowField: CGFloat { 0 }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardCovers(frame.height)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        keyboardCovers(0)
    }

    func keyboardCovers(_ height: CGFloat) {
        formScrollView.contentInset.bottom = height
    }
}
