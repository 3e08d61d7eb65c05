// swift-format-ignore-file
// Swift 2: string selectors, the old constant names, CGRectValue() and println.
class PaymentViewController: UIViewController {
  @IBOutlet weak var scrollView: UIScrollView!
  var field: UITextField!
  var oldOffset = CGPointZero

  override func viewDidLoad() {
    super.viewDidLoad()
    NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:",
      name: UIKeyboardWillShowNotification, object: nil)
    NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillHide:",
      name: UIKeyboardWillHideNotification, object: nil)
  }

  func textFieldDidBeginEditing(textField: UITextField) {
    field = textField
  }

  func keyboardWillShow(notification: NSNotification) {
    let info = notification.userInfo!
    let kbRect = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
    oldOffset = scrollView.contentOffset
    let fieldBottom = field.frame.origin.y + field.frame.size.height - scrollView.contentOffset.y
    let visible = self.view.frame.size.height - kbRect.size.height
    println("field bottom \(fieldBottom), visible \(visible)")
    if fieldBottom > visible {
      scrollView.setContentOffset(CGPointMake(0, scrollView.contentOffset.y + fieldBottom - visible + 10), animated: true)
    }
  }

  func keyboardWillHide(notification: NSNotification) {
    scrollView.setContentOffset(oldOffset, animated: true)
  }
}
