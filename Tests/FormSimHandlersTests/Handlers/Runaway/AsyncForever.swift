// swift-format-ignore-file
import UIKit

// A refresh loop that hands itself back to the main queue: the run loop never rests.
final class TickerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    refresh()
  }

  func refresh() {
    DispatchQueue.main.async { self.refresh() }
  }
}
