// swift-format-ignore-file
import UIKit

// A bottom constraint made with the scroll view as its first item
// (scrollView.bottom = superview.bottom + constant), as many apps pin it in Interface Builder:
// the keyboard's height goes in negated, and hiding sets it back to 0.
class MessageComposerController: UIViewController {
  @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

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
    guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    bottomConstraint.constant = -end.height
    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    bottomConstraint.constant = 0
    UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
  }
}
