// swift-format-ignore-file
import UIKit

// Swift 4.2: one observer for every keyboard change; the inset is the keyboard's overlap of
// the view, the active field scrolled into what is left.
class AddressViewController: UIViewController, UITextFieldDelegate {
  @IBOutlet var scrollView: UIScrollView!
  var activeField: UITextField?

  override func viewDidLoad() {
    super.viewDidLoad()
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(adjustForKeyboard),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    center.addObserver(
      self, selector: #selector(adjustForKeyboard),
      name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
  func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

  @objc func adjustForKeyboard(notification: Notification) {
    guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    else { return }
    let screenFrame = value.cgRectValue
    let inView = view.convert(screenFrame, from: view.window)
    if notification.name == UIResponder.keyboardWillHideNotification {
      scrollView.contentInset = .zero
    } else {
      scrollView.contentInset = UIEdgeInsets(
        top: 0, left: 0, bottom: inView.height - view.safeAreaInsets.bottom, right: 0)
    }
    scrollView.scrollIndicatorInsets = scrollView.contentInset
    if let field = activeField {
      scrollView.scrollRectToVisible(field.frame, animated: true)
    }
  }
}
