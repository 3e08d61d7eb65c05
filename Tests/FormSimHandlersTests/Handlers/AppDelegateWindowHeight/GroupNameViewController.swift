// swift-format-ignore-file
// A screen whose keyboard code measures the covered height against the app delegate's window,
// once through the app's accessor and once through UIKit's optional `window` of the delegate.
import UIKit

final class GroupNameViewController: UIViewController {
    @IBOutlet weak var keyboardSpace: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let windowHeight = AppDelegate.shared.window!.bounds.height
        let fallback = UIApplication.shared.delegate?.window??.frame.height ?? 0
        keyboardSpace.constant = max(windowHeight, fallback) - end.origin.y
        view.layoutIfNeeded()
    }
}
