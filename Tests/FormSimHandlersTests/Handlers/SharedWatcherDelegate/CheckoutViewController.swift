// swift-format-ignore-file
// A screen that makes itself the shared watcher's delegate and insets its form by the part of
// the keyboard's end frame on screen.
import UIKit

class CheckoutViewController: UIViewController, KeyboardWatcherDelegate {
    @IBOutlet weak var formScrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        KeyboardWatcher.shared.delegate = self
    }

    func keyboardWatcher(_ watcher: KeyboardWatcher, willMoveTo frame: CGRect?, duration: TimeInterval) {
        guard let frame = frame else { return }
        let covered = max(0, view.bounds.height - frame.origin.y)
        UIView.animate(withDuration: duration) {
            self.formScrollView.contentInset.bottom = covered
            self.formScrollView.scrollIndicatorInsets.bottom = covered
        }
    }
}
