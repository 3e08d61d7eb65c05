// swift-format-ignore-file
// A keyboard observer object of the app's that hands the frame to closures it was given, typed
// through type aliases, and passes `.zero` when the keyboard hides (the shape of
// NexdApp/nexd-ios's KeyboardObserver.swift).
import UIKit

final class KeyboardWatcher {
    typealias FrameHandler = (CGRect) -> Void

    private let onShow: FrameHandler?
    private let onHide: FrameHandler?

    init(onShow: FrameHandler? = nil, onHide: FrameHandler? = nil) {
        self.onShow = onShow
        self.onHide = onHide
        NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(willHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func willShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        onShow?(frame)
    }

    @objc private func willHide(_ notification: Notification) {
        onHide?(.zero)
    }
}
