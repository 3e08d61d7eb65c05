// swift-format-ignore-file
// A booking screen whose keyboard helper keeps a class-wide flag, a static property of the
// helper's class written and read through the class's name: will-show lifts the screen by half
// the keyboard once, until did-hide clears the flag, so the will-show posted again when another
// field takes focus lifts nothing more.
import UIKit

final class KeyboardLift {
    static var isLifted = false
    private weak var host: UIView?

    init(host: UIView) {
        self.host = host
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(willShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(willHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: #selector(didHide(_:)), name: UIResponder.keyboardDidHideNotification, object: nil)
    }

    @objc private func willShow(_ note: Notification) {
        guard !KeyboardLift.isLifted, let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        KeyboardLift.isLifted = true
        host?.frame.origin.y -= frame.height / 2
    }

    @objc private func willHide(_ note: Notification) {
        host?.frame.origin.y = 0
    }

    @objc private func didHide(_ note: Notification) {
        KeyboardLift.isLifted = false
    }
}

final class BookingViewController: UIViewController {
    private var lift: KeyboardLift?

    override func viewDidLoad() {
        super.viewDidLoad()
        lift = KeyboardLift(host: view)
    }
}
