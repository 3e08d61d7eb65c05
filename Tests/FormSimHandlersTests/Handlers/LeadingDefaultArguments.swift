// swift-format-ignore-file
// The shape of apps whose notification wrapper and layout helper take a defaulted parameter
// first (dydxprotocol/v4-native-ios's KeyboardAdjusting code observes through one): calls leave
// it out and name the parameters after it, as Swift allows for any parameter with a default.
import UIKit

extension NotificationCenter {
    func watch(_ sender: Any? = nil, name: Notification.Name, using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
        return addObserver(forName: name, object: sender, queue: .main, using: block)
    }
}

final class TransferViewController: UIViewController {
    @IBOutlet weak var formBottom: NSLayoutConstraint!
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tokens.append(NotificationCenter.default.watch(name: UIResponder.keyboardWillShowNotification, using: { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.moveForm(top: frame.minY)
        }))
        tokens.append(NotificationCenter.default.watch(name: UIResponder.keyboardWillHideNotification) { [weak self] _ in
            self?.moveForm(top: 480)
        })
    }

    private func moveForm(_ margin: CGFloat = 0, top: CGFloat) {
        formBottom.constant = view.bounds.height - top + margin
        view.layoutIfNeeded()
    }
}
