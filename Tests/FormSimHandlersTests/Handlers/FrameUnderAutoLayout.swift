// swift-format-ignore-file
import UIKit

// Shortens a scroll view that Auto Layout places: the frame holds until a constraint change
// asks for a layout pass, which puts the frame its constraints give back.
class SearchViewController: UIViewController {
  @IBOutlet var scrollView: UIScrollView!
  @IBOutlet var topConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    let end = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
    scrollView.frame.size.height -= end.height
  }

  @objc func keyboardDidShow(_ notification: Notification) {
    topConstraint.constant = 0
    view.layoutIfNeeded()
  }
}
