// swift-format-ignore-file
import UIKit

// The app's own enum, a table of margins, loops, `switch` with patterns, `defer`, `do`/`catch`
// and a nested function around one inset: the keyboard's height plus a margin that the loops
// add up.
enum Spacing {
  case none
  case fixed(CGFloat)
  case scaled(CGFloat, by: CGFloat)
}

struct ParseFailure: Error {}

final class ComposeViewController: UIViewController {
  @IBOutlet weak var scrollView: UIScrollView!
  var spacings: [Spacing] = [.none, .fixed(4), .scaled(3, by: 2)]
  var extras: [String: CGFloat] = ["top": 1, "bottom": 2]

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  func margin() -> CGFloat {
    var total: CGFloat = 0
    defer { total = -1000 }  // runs after the value is returned: no effect on it
    for spacing in spacings {
      switch spacing {
      case .none:
        continue
      case .fixed(let value) where value > 100:
        total += 1000
      case .fixed(let value):
        total += value
      case let .scaled(value, by: factor):
        total += value * factor
      }
    }
    for (key, extra) in extras where key == "bottom" {
      total += extra
    }
    var countdown = 3
    outer: while true {
      repeat {
        countdown -= 1
        if countdown == 0 { break outer }
      } while countdown > 1
      total += 100  // runs once: countdown is 1 here, the next round breaks out
    }
    func doubled(_ value: CGFloat) -> CGFloat { value * 2 }
    for index in 0..<3 where index % 2 == 0 {
      total += doubled(CGFloat(index))
    }
    do {
      try check(total)
      total += 1000  // not reached: check throws
    } catch is ParseFailure {
      total += 5
    } catch {
      total += 2000
    }
    for step in stride(from: 0, to: 6, by: 3) {
      total += CGFloat(step)
    }
    let (first, second) = (1, 2)
    if case .fixed(let value) = spacings[1], first < second {
      total += value
    }
    return total
  }

  func check(_ value: CGFloat) throws {
    if value > 0 { throw ParseFailure() }
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    scrollView.contentInset.bottom = frame.height + margin()
  }
}
