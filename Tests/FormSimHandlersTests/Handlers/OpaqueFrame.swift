// swift-format-ignore-file
import UIKit

// The keyboard's height goes through the app's own layout helper before it reaches the inset:
// FormSim cannot know what the helper returns, so it cannot know the inset.
final class NotesViewController: UIViewController {
  @IBOutlet weak var scrollView: UIScrollView!
  let metrics = LayoutMetrics()

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    scrollView.contentInset.bottom = metrics.padding(for: frame.height)
  }
}
