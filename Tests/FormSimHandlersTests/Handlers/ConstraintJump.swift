// swift-format-ignore-file
import UIKit

// The same constraint, changed inside the animation block without layoutIfNeeded: it moves
// nothing until the next layout pass, and then it jumps.
class FeedbackViewController: UIViewController {
  @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    let end = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue)
      .cgRectValue
    UIView.animate(withDuration: 0.3) {
      self.bottomConstraint.constant = end.height
    }
  }
}
