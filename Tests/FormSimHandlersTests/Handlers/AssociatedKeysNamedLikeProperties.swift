// swift-format-ignore-file
// The shape of keyboard extensions of UIViewController that keep their state in associated
// objects (arpit-1623/HumanKit-TripSync's UIViewController+Keyboard.swift is one): the keys are
// static properties of a nested struct, named as the properties they store.
import UIKit
import ObjectiveC

extension UIViewController {
    private struct AssociatedKeys {
        static var restingFrame = "restingFrame"
        static var isLifted = "isLifted"
    }

    private var restingFrame: CGRect? {
        get { return objc_getAssociatedObject(self, &AssociatedKeys.restingFrame) as? CGRect }
        set { objc_setAssociatedObject(self, &AssociatedKeys.restingFrame, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    private var isLifted: Bool {
        get { return (objc_getAssociatedObject(self, &AssociatedKeys.isLifted) as? Bool) ?? false }
        set { objc_setAssociatedObject(self, &AssociatedKeys.isLifted, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    func startLiftingForKeyboard() {
        NotificationCenter.default.addObserver(self, selector: #selector(liftForKeyboard(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(lowerAfterKeyboard(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func liftForKeyboard(_ notification: Notification) {
        guard !isLifted, let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        restingFrame = view.frame
        isLifted = true
        view.frame.origin.y = -frame.height / 2
    }

    @objc private func lowerAfterKeyboard(_ notification: Notification) {
        guard isLifted, let resting = restingFrame else { return }
        view.frame = resting
        isLifted = false
    }
}

final class JoinTripViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        startLiftingForKeyboard()
    }
}
