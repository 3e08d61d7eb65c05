// swift-format-ignore-file
import UIKit

// An Int made from a height divided by zero.
final class RowsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let rows = Int(CGFloat(44) / 0)
    print(rows)
  }
}
