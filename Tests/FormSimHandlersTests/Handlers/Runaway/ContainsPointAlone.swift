// swift-format-ignore-file
import UIKit

// A Swift 2 spelling given the rectangle and no point: the compiler of its day rejected it, and
// FormSim, which reads the file without type-checking it, stops at the call instead.
class NoteViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if CGRectContainsPoint(view.frame) {
            view.frame.origin.y = -40
        }
    }
}
