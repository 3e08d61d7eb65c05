// swift-format-ignore-file
import UIKit

// Swift 5: the scroll view's bottom constraint follows the keyboard, animated with the
// keyboard's own duration because layoutIfNeeded runs inside the block.
class NotesViewController: UIViewController {
  @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
    ) { [weak self] note in
      self?.move(with: note, showing: true)
    }
    NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
    ) { [weak self] note in
      self?.move(with: note, showing: false)
    }
  }

  func move(with note: Notification, showing: Bool) {
    guard let info = note.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
    else { return }
    bottomConstraint.constant = showing ? end.height : 0
    UIView.animate(withDuration: duration) {
      self.view.layoutIfNeeded()
    }
  }
}
