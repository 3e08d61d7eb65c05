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
    for _ in 0..<3 {
      scrollView.contentInset.bottom += 10
    }
  }
}
