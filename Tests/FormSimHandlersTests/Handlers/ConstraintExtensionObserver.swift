// swift-format-ignore-file
// A layout constraint that follows the keyboard itself: an extension of NSLayoutConstraint
// remembers its constant and registers block observers whose `self` is the constraint, adding
// the keyboard's height and a gap of six points on show and restoring the constant on hide.
import UIKit

extension NSLayoutConstraint {
    func followKeyboard() {
        let resting = constant
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let self = self,
                  let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self.constant = resting + frame.height + 6
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.constant = resting
        }
    }
}

final class ReviewViewController: UIViewController {
    @IBOutlet private weak var bottomSpace: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        bottomSpace.followKeyboard()
    }
}
