// swift-format-ignore-file
import UIKit

// The app's keyboard plumbing, in a file of its own: a protocol whose extension registers block
// observers and calls the screen back with the height and the animation's length.
protocol KeyboardAware: AnyObject {
  func keyboardWillShow(keyboardHeight: CGFloat, with duration: TimeInterval)
  func keyboardWillHide(with duration: TimeInterval)
}

extension KeyboardAware where Self: UIViewController {
  func startObservingKeyboard() {
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
      let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
      let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.25
      self?.keyboardWillShow(keyboardHeight: frame.height, with: duration)
    }
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
      self?.keyboardWillHide(with: 0.25)
    }
  }
}
