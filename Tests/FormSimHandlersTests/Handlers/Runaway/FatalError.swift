// swift-format-ignore-file
import UIKit

// A switch whose default case ends the app, reached.
final class ModeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let mode = 2
    switch mode {
    case 1: view.frame.origin.y = 0
    default: fatalError("unexpected mode \(mode)")
    }
  }
}
