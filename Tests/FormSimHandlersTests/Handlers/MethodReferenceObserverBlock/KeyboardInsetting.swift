// swift-format-ignore-file
// A protocol whose extension registers the keyboard's observers by handing its own methods to
// `addObserver(forName:object:queue:using:)` as the blocks, spelled with their labels.
import UIKit

protocol KeyboardInsetting {
    var insettingScrollView: UIScrollView { get }
    func startInsettingForKeyboard()
}

extension KeyboardInsetting {
    func startInsettingForKeyboard() {
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: OperationQueue.main, using: keyboardWillAppear(notification:))
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: OperationQueue.main, using: keyboardWillDisappear(notification:))
    }

    private func keyboardWillAppear(notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        insettingScrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height + 4, right: 0)
    }

    private func keyboardWillDisappear(notification: Notification) {
        insettingScrollView.contentInset = .zero
    }
}
