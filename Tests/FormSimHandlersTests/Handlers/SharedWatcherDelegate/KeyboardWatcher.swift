// swift-format-ignore-file
// The shape of shared keyboard managers with a delegate (richard-ash/keyboard-manager-swift's
// KeyboardManager.swift): one instance made on first use observes the keyboard and hands the
// end frame to whichever screen made itself its delegate.
import UIKit

@objc protocol KeyboardWatcherDelegate: AnyObject {
    func keyboardWatcher(_ watcher: KeyboardWatcher, willMoveTo frame: CGRect?, duration: TimeInterval)
    @objc optional func keyboardWatcherWillHide(_ watcher: KeyboardWatcher)
}

final class KeyboardWatcher {
    static let shared = KeyboardWatcher()

    weak var delegate: KeyboardWatcherDelegate?

    private init() {
        NotificationCenter.default.addObserver(self, selector: #selector(frameWillChange(_:)), name: .UIKeyboardWillChangeFrame, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(willHide(_:)), name: .UIKeyboardWillHide, object: nil)
    }

    @objc private func frameWillChange(_ notification: Notification) {
        guard let info = notification.userInfo else { return }
        let frame = (info[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let duration = (info[UIKeyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        delegate?.keyboardWatcher(self, willMoveTo: frame, duration: duration)
    }

    @objc private func willHide(_ notification: Notification) {
        delegate?.keyboardWatcherWillHide?(self)
    }
}
