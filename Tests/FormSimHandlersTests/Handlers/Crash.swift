// swift-format-ignore-file
import UIKit

// Reads the notification's object as a scroll view: it is nil for keyboard notifications, so
// the app crashes on the first keyboard.
class BrokenViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    let owner = notification.object as! UIScrollView
    owner.contentInset.bottom = 100
  }
}
