// swift-format-ignore-file
import UIKit

// A rate divided by zero, read back as an integer: NSNumber converts it as C does, to the most
// negative integer, and the code takes that for "behind": the view moves up 40 points.
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let rate = 1.0 / 0.0
        let steps = NSNumber(value: rate).intValue
        let options = UIView.AnimationOptions(rawValue: rate)
        if steps < 0 && options.rawValue < 0 {
            view.frame.origin.y = -40
        }
    }
}
