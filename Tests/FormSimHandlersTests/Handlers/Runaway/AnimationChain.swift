// swift-format-ignore-file
import UIKit

// A pulse whose zero-length animation starts the next one from its completion.
final class PulseViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    pulse()
  }

  func pulse() {
    UIView.animate(withDuration: 0, animations: {}, completion: { _ in self.pulse() })
  }
}
