// swift-format-ignore-file
import UIKit

// A form that makes room by growing its content view's height constraint, written the way
// Swift 4 tutorials did it: the end frame's height, a fixed 0.3 s animation, the offset to
// restore remembered when a field is about to be edited.
class SignUpViewController: UIViewController, UITextFieldDelegate {
  @IBOutlet weak var scrollView: UIScrollView!
  @IBOutlet weak var contentHeight: NSLayoutConstraint!

  var editingField: UITextField?
  var savedOffset: CGPoint?
  var heightAdded: CGFloat?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    NotificationCenter.default.addObserver(
      self, selector: #selector(SignUpViewController.keyboardWillShow),
      name: Notification.Name.UIKeyboardWillShow, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: #selector(SignUpViewController.keyboardWillHide),
      name: Notification.Name.UIKeyboardWillHide, object: nil)
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    editingField = textField
    savedOffset = self.scrollView.contentOffset
    return true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    editingField?.resignFirstResponder()
    editingField = nil
    return true
  }

  @objc func keyboardWillShow(notification: NSNotification) {
    if heightAdded != nil { return }
    guard let size = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?
      .cgRectValue.size
    else { return }
    heightAdded = size.height
    UIView.animate(withDuration: 0.3, animations: {
      self.contentHeight.constant += self.heightAdded!
    })
    let spaceBelow =
      self.scrollView.frame.size.height - (editingField?.frame.origin.y)!
      - (editingField?.frame.size.height)!
    let overlap = heightAdded! - spaceBelow
    if overlap < 0 { return }
    UIView.animate(withDuration: 0.3, animations: {
      self.scrollView.contentOffset = CGPoint(x: (self.savedOffset?.x)!, y: overlap + 5)
    })
  }

  @objc func keyboardWillHide(notification: NSNotification) {
    if self.heightAdded != nil {
      UIView.animate(withDuration: 0.3) {
        self.contentHeight.constant -= self.heightAdded!
        self.scrollView.contentOffset = self.savedOffset!
      }
      heightAdded = nil
    }
  }
}
