// swift-format-ignore-file
// A scroll view class that watches the keyboard itself, in the shape of apps whose storyboard
// holds one as the screen's scroll view (jajhar/GameGether's KeyboardScrollView.swift is one):
// its init(coder:) registers the observer, and the inset is set through a main-thread helper.
import UIKit

class InsetScrollView: UIScrollView {
    var extraSpace: CGFloat = 20

    override init(frame: CGRect) {
        super.init(frame: frame)
        startObserving()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        startObserving()
    }

    private func startObserving() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardFrameWillChange(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        onMainThread {
            self.contentInset.bottom = UIScreen.main.bounds.height - end.minY + self.extraSpace
        }
    }
}
