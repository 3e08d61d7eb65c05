// swift-format-ignore-file
// The screen of an app whose notification wrapper lives in a file not given (dydxprotocol/
// v4-native-ios observes through `NotificationCenter.observe(notification:do:)` of its own):
// the wrapper is none of UIKit's, so the block it is handed never runs, and the check says so.
import UIKit

final class DepositViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        token = NotificationCenter.default.observe(notification: UIResponder.keyboardWillShowNotification, do: { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.scrollView.contentInset.bottom = frame.height
        })
    }
}
