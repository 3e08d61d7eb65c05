// swift-format-ignore-file
import UIKit

// A stride whose steps are so small that more of them fit than any integer counts.
final class GaugeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var ticks = 0
        for _ in stride(from: 0.0, to: 1e300, by: 1e-300) {
            ticks += 1
        }
        view.frame.origin.y = CGFloat(-ticks)
    }
}
