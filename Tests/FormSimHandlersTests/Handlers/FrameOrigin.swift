// swift-format-ignore-file
import UIKit

// Swift 5: the whole screen goes up by the keyboard's height whatever field has focus, and
// comes back down on hide.
final class LoginViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc private func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    if view.frame.origin.y == 0 {
      view.frame.origin.y -= frame.height
    }
  }

  @objc private func keyboardWillHide(_ notification: Notification) {
    if view.frame.origin.y != 0 {
      view.frame.origin.y = 0
    }
  }
}
