// swift-format-ignore-file
// The shape of log-in screens that hold a view of their own class, add it to the root view,
// and let it move its fields for the keyboard (Dougly/CWM's LogInViewController.swift and
// LogInView.swift): the controller's observers call the view's method, which shifts the
// container of the fields by the keyboard's height.
import UIKit

final class SignInFormView: UIView {
    @IBOutlet weak var fieldsContainer: UIView!

    func shiftFields(by height: CGFloat, hiding: Bool) {
        fieldsContainer.frame.origin.y += hiding ? height : -height
    }
}

final class SignInViewController: UIViewController {
    let signInView = SignInFormView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(signInView)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        signInView.shiftFields(by: frame.height, hiding: false)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue else { return }
        signInView.shiftFields(by: frame.height, hiding: true)
    }
}
