// swift-format-ignore-file
import UIKit

// A recursive sum whose every level adds a long expression: deeper than any stack allows.
final class SumViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    print(sum(60))
  }

  func sum(_ n: Int) -> Int {
    if n < 1 { return 0 }
    return n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + (n + sum(n - 1)))))))))))))))))))))))))))))))
  }
}
