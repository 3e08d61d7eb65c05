// swift-format-ignore-file
import UIKit

// A ratio of two zeros reaches the root view's frame.
final class RatioFrameViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let ratio = CGFloat(0) / CGFloat(0)
    view.frame.origin.y = ratio
  }
}
