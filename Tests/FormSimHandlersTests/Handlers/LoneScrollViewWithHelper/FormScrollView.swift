// swift-format-ignore-file
// A scroll view class alone, with no controller beside it, that registers for the keyboard in
// init(coder:) and sets its inset through the app's threading helper, given as the file beside
// it (the shape of jajhar/GameGether's KeyboardScrollView.swift with Threading.swift).
import UIKit

class FormScrollView: UIScrollView {
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        runOnMain {
            self.contentInset.bottom = max(0, UIScreen.main.bounds.height - frame.origin.y) + 10
        }
    }
}
