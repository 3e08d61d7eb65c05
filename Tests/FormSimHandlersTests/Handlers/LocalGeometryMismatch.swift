// swift-format-ignore-file
import UIKit

// A geometry member of a local given a number where it takes a size.
final class MismatchViewController: UIViewController {
  @IBOutlet private var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    var frame = CGRect(x: 0, y: 100, width: 50, height: 40)
    frame.size = 3
    scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
  }
}
