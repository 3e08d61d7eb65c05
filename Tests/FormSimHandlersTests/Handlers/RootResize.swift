// swift-format-ignore-file
import UIKit

// Shrinks the root view by the keyboard's height, so the scroll view that fills it ends at the
// keyboard, and gives the height back on hide.
class ChatViewController: UIViewController {
  var shrunk: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard shrunk == 0,
      let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    shrunk = end.height
    var frame = view.frame
    frame.size.height -= shrunk
    view.frame = frame
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    view.frame.size.height += shrunk
    shrunk = 0
  }
}
