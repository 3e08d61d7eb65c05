// swift-format-ignore-file
import UIKit

// A rate divided by zero, read back as an integer: NSNumber converts it as C does, to the most
// negative integer, and the code takes that for "behind"; and the largest integer, which no
// double holds, kept by max: the view moves up 40 points.
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let rate = 1.0 / 0.0
        let steps = NSNumber(value: rate).intValue
        let options = UIView.AnimationOptions(rawValue: rate)
        let top = max(Int.max, 0)
        if steps < 0 && options.rawValue < 0 && top == Int.max {
            view.frame.origin.y = -40
        }
    }
}
