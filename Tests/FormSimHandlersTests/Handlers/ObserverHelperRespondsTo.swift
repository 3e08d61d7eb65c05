// swift-format-ignore-file
// The shape of apps whose NotificationCenter extension registers a screen for the keyboard
// notifications whose protocol methods it implements, asking `responds(to:)` of the screen
// handed to it as the protocol (ProtonMail/ios-mail's NotificationCenter+KeyboardExtension.swift
// and its change-password screen): the screen implements will-show and will-hide, not did-show.
import UIKit

@objc protocol KeyboardFollowing: NSObjectProtocol {
    @objc optional func keyboardWillShow(_ notification: Notification)
    @objc optional func keyboardWillHide(_ notification: Notification)
    @objc optional func keyboardDidShow(_ notification: Notification)
}

extension NotificationCenter {
    func registerKeyboard(for follower: KeyboardFollowing) {
        let willShow = #selector(KeyboardFollowing.keyboardWillShow(_:))
        if follower.responds(to: willShow) {
            addObserver(follower, selector: willShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        }
        let willHide = #selector(KeyboardFollowing.keyboardWillHide(_:))
        if follower.responds(to: willHide) {
            addObserver(follower, selector: willHide, name: UIResponder.keyboardWillHideNotification, object: nil)
        }
        let didShow = #selector(KeyboardFollowing.keyboardDidShow(_:))
        if follower.responds(to: didShow) {
            addObserver(follower, selector: didShow, name: UIResponder.keyboardDidShowNotification, object: nil)
        }
    }
}

final class PasswordViewController: UIViewController {
    @IBOutlet private var formBottom: NSLayoutConstraint!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.registerKeyboard(for: self)
    }
}

extension PasswordViewController: KeyboardFollowing {
    func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        formBottom.constant = frame.height
    }

    func keyboardWillHide(_ notification: Notification) {
        formBottom.constant = 0
    }
}
