// swift-format-ignore-file
// Follows the shape of ankit-verma-simform/simform-ios, DemoApp/DemoApp/Utils/KeyboardHandler.swift:
// a protocol for view controllers with a bar pinned above the keyboard, whose extension adds two
// block observers and sets the bar's constraint to the keyboard's height less the bottom safe
// area, or to zero on will-hide, then animates the layout.
import UIKit

protocol KeyboardBarHandling: UIViewController {
    var barBottomConstraint: NSLayoutConstraint! { get }
}

extension KeyboardBarHandling {
    func addKeyboardObservers() {
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in
            self?.handleKeyboard(notification: notification)
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] notification in
            self?.handleKeyboard(notification: notification)
        }
    }

    private func handleKeyboard(notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let hiding = notification.name == UIResponder.keyboardWillHideNotification
        barBottomConstraint.constant = hiding ? 0 : end.height - view.safeAreaInsets.bottom
        UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    }
}

final class CommentsViewController: UIViewController, KeyboardBarHandling {
    @IBOutlet var barBottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyboardObservers()
    }
}
