// swift-format-ignore-file
import UIKit

// The screen: it asks the plumbing in the other file to observe, and answers its callbacks by
// lifting the scroll view's bottom inset.
final class SignInViewController: UIViewController, KeyboardAware {
  @IBOutlet private weak var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    startObservingKeyboard()
  }

  func keyboardWillShow(keyboardHeight: CGFloat, with duration: TimeInterval) {
    UIView.animate(withDuration: duration) {
      self.scrollView.contentInset.bottom = keyboardHeight - self.view.safeAreaInsets.bottom
    }
  }

  func keyboardWillHide(with duration: TimeInterval) {
    scrollView.contentInset.bottom = 0
  }
}
