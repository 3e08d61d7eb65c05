// swift-format-ignore-file
import UIKit

// A block put off for ever.
final class LaterViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    DispatchQueue.main.asyncAfter(deadline: .now() + .infinity) { print("later") }
  }
}
