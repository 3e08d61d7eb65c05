// swift-format-ignore-file
import UIKit

// Locals whose names share their first seven characters and differ after them, a closure that
// sees one of them, and a struct member written through two levels.
final class PaymentViewController: UIViewController {
  @IBOutlet private var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    let keyboardHeightA = 10.0
    let keyboardHeightB = 30.0
    var keyboardFrameAB = CGRect(x: 0, y: 0, width: 0, height: 4)
    keyboardFrameAB.size.height += keyboardHeightB - keyboardHeightA
    UIView.animate(withDuration: 0) {
      self.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardFrameAB.height, right: 0)
    }
  }
}
