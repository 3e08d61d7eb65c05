// swift-format-ignore-file
import UIKit

class LoopViewController: UIViewController {
  @IBOutlet var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    switch notification.name {
    case UIResponder.keyboardWillShowNotification:
      scrollView.contentInset.bottom += 10
      fallthrough
    default:
      scrollView.contentInset.bottom += 10
    }
  }
}
