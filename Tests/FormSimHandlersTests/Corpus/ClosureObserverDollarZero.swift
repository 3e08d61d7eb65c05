// swift-format-ignore-file
// Follows the shape of marty-suzuki/iOSTraining, Swift/pages/day3/2-3-1_KeyboardNotification.md:
// a block observer on the main queue whose closure hands `$0` to the controller's own handler
// through `[weak self]`, which prints the user info; here the handler also insets the scroll
// view by the end frame and the hide observer clears it.
import UIKit

class NotificationLessonViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main, using: { [weak self] in self?.keyboardWillShow($0) })
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main, using: { [weak self] _ in self?.scrollView.contentInset = .zero })
    }

    func keyboardWillShow(_ notification: Notification) {
        print(notification.userInfo ?? [:])
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: end.cgRectValue.height, right: 0)
    }
}
