// swift-format-ignore-file
import UIKit

// Pasted from an answer: the scroll view, the bottom constraint and the label are the reader's
// own, and the answer declares none of them. The label is shown for nothing FormSim simulates.
extension ViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    hintLabel.isHidden = true
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
    scrollView.contentInset.bottom = frame.height
    bottomConstraint.constant = frame.height
    hintLabel.text = "typing"
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    scrollView.contentInset = .zero
    bottomConstraint.constant = 0
  }
}
