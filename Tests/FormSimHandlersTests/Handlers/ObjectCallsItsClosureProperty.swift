// swift-format-ignore-file
// A helper object that keeps a closure the screen gives it to ask for the field being edited,
// and calls it by its bare name when the keyboard has shown; the screen keeps a property of the
// same name for the field itself.
import UIKit

final class VisibleFieldKeeper: NSObject {
    let scrollView: UIScrollView
    let currentField: () -> UIView?

    init(scrollView: UIScrollView, currentField: @escaping () -> UIView?) {
        self.scrollView = scrollView
        self.currentField = currentField
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardDidShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
        if let field = currentField() {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}

class DeliveryFormController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!
    var currentField: UIView?
    var keeper: VisibleFieldKeeper?

    override func viewDidLoad() {
        super.viewDidLoad()
        keeper = VisibleFieldKeeper(scrollView: scrollView) { [weak self] in
            return self?.currentField
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        currentField = textField
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        currentField = nil
    }
}
