// swift-format-ignore-file
import UIKit

// A geometry member given a number where it takes a size.
final class GeometryViewController: UIViewController {
  @IBOutlet private var scrollView: UIScrollView!
  var offset = CGPoint(x: 0, y: 0)

  override func viewDidLoad() {
    super.viewDidLoad()
    offset.y = 12
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    var frame = CGRect(x: 0, y: 100, width: 50, height: 40)
    frame.origin.y -= 30
    frame.size = 3
    var size = frame.size
    size.width += 5
    var insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    insets.bottom = frame.origin.y + frame.size.height + size.width
    var offset = CGPoint(x: 0, y: 0)
    offset.y = self.offset.y + 1
    scrollView.contentInset = insets
    scrollView.contentOffset = offset
  }
}
