// swift-format-ignore-file
import UIKit

// An app's extension of UIScreen gives the allowance kept above the keyboard, a sixtieth of
// the screen's own height; the controller adds it to the keyboard's height on will-show.
extension UIScreen {
  var keyboardAllowance: CGFloat {
    return bounds.height / 60
  }

  func allowance(times count: Int) -> CGFloat {
    return keyboardAllowance * CGFloat(count)
  }
}

final class NotesViewController: UIViewController {
  @IBOutlet weak var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
    scrollView.contentInset.bottom = frame.height + UIScreen.main.keyboardAllowance
    scrollView.scrollIndicatorInsets.bottom = frame.height + UIScreen.main.allowance(times: 2)
  }
}
