// swift-format-ignore-file
// An old recipe screen's way of putting the form back: after the keyboard has gone it makes
// the scroll view the view's height plus the keyboard's, reaching past the window's bottom,
// so that the form can scroll as far as before.
import UIKit

final class RecipeEditorViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidHide(_:)), name: UIResponder.keyboardDidHideNotification, object: nil)
    }

    @objc func keyboardDidHide(_ note: Notification) {
        scrollView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height + 216)
    }
}
