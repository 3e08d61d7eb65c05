// swift-format-ignore-file
import UIKit

// A running total that passes Int.max.
final class TotalViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    var total = Int.max - 1
    total += 2
    print(total)
  }
}
