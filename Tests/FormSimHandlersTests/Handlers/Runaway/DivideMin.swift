// swift-format-ignore-file
import UIKit

// Int.min divided by -1 does not fit.
final class RatioViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let smallest = Int.min
    print(smallest / -1)
  }
}
