// swift-format-ignore-file
// Follows the shape of mansuu/wordpad, WordPad/extension/UIViewController.swift: an extension of
// every view controller that moves the root view up by the begin frame's height when it is at
// rest and back down when it is not. Here the extension also carries the method that registers
// it, which the app's screens call (the simulation calls it at start).
import UIKit

extension UIViewController {

    func observeKeyboardMovingView() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillAppear(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillDisappear(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillAppear(_ notification: NSNotification) {
        let value = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue
        guard let startHeight = value?.cgRectValue.height, view.frame.origin.y == 0 else { return }
        view.frame.origin.y = view.frame.origin.y - startHeight
    }

    @objc func keyboardWillDisappear(_ notification: NSNotification) {
        let value = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue
        guard let startHeight = value?.cgRectValue.height, view.frame.origin.y != 0 else { return }
        view.frame.origin.y = view.frame.origin.y + startHeight
    }
}
