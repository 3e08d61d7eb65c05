// swift-format-ignore-file
import UIKit

// A view extension that lifts the root view over the keyboard, calling its own UIView methods
// without `self.`, as code inside an extension does.
extension UIView {
  func rise(over keyboardHeight: CGFloat) {
    setNeedsUpdateConstraints()
    guard isDescendant(of: self) else { return }
    transform = CGAffineTransform(translationX: 0, y: -keyboardHeight)
  }
}

class FeedbackViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ note: Notification) {
    guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
      return
    }
    view.rise(over: value.cgRectValue.height)
  }
}
