// swift-format-ignore-file
import UIKit

// Swift 3: slides the root view up on did-show by the *begin* frame's height, and never
// slides it back.
class CommentViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardDidShow(notification:)),
      name: NSNotification.Name.UIKeyboardDidShow, object: nil)
  }

  func keyboardDidShow(notification: NSNotification) {
    let info = notification.userInfo!
    let begin = (info[UIKeyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue
    UIView.animate(withDuration: 0.25) {
      self.view.transform = CGAffineTransform(translationX: 0, y: -begin.size.height)
    }
    print("moved up by \(begin.size.height)")
  }
}
