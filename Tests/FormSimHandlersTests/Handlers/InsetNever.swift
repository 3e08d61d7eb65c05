// swift-format-ignore-file
import UIKit

// The scroll view told not to add the safe area, then inset by the whole keyboard: right on a
// notched phone only because nothing else is added.
class ReceiptViewController: UIViewController {
  @IBOutlet var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 11.0, *) {
      scrollView.contentInsetAdjustmentBehavior = .never
    }
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    scrollView.contentInset.bottom = frame.height
  }
}
