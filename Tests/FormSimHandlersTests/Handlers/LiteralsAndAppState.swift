// swift-format-ignore-file
import UIKit

// Follows the shape of a modern sign-up screen (IMSEONGJUN/Mystagram's
// RegistrationController.swift and Stackberry/Example's UserListViewController.swift): views
// made with image and colour literals, a badge list made with `arrayLiteral:`, a log line with
// `#function` and `#line`, and a keyboard observer that returns early while the app is in the
// background.
final class ProfileSetupController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private let avatar = UIImageView(image: #imageLiteral(resourceName: "avatar"))
    private let accent = #colorLiteral(red: 0.1, green: 0.5, blue: 0.8, alpha: 1)
    private var badges: [Badge] = [Badge](arrayLiteral: .starter, .verified)

    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(#function) at line \(#line)")
        setNeedsStatusBarAppearanceUpdate()
        NSLayoutConstraint.activate([avatar.widthAnchor.constraint(equalToConstant: 64)])
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardWillChange(_ notification: Notification) {
        guard UIApplication.shared.applicationState != .background else { return }
        guard UIApplication.shared.applicationState == .active, badges.count == 2 else { return }
        let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let covered = max(0, view.bounds.height - end.minY)
        scrollView.contentInset.bottom = covered
        if covered == 0 {
            scrollView.setContentOffset(.zero, animated: false)
        }
    }
}

enum Badge {
    case starter, verified
}
