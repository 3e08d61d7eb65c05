// swift-format-ignore-file
import UIKit

// A layout count worked out by double recursion: 2^40 calls.
final class CountViewController: UIViewController {
  @IBOutlet var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.contentInset.top = CGFloat(count(40) % 10)
  }

  func count(_ depth: Int) -> Int {
    if depth == 0 { return 1 }
    return count(depth - 1) + count(depth - 1)
  }
}
