// swift-format-ignore-file
import UIKit

// Swift 5, block-based: the bottom inset becomes the keyboard's height on will-show and goes
// back on will-hide; nothing scrolls, and the safe area is counted twice on a notched phone.
final class CheckoutViewController: UIViewController {
  @IBOutlet private var scrollView: UIScrollView!
  private var tokens: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] notification in
      guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
      self?.scrollView.contentInset.bottom = frame.height
      self?.scrollView.verticalScrollIndicatorInsets.bottom = frame.height
    }
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
      self?.scrollView.contentInset = .zero
      self?.scrollView.verticalScrollIndicatorInsets = .zero
    }
  }
}
