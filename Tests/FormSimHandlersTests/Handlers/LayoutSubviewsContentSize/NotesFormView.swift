// swift-format-ignore-file
// A screen built in code whose view class keeps the keyboard to itself: its layoutSubviews
// sizes the scroll view's content to the view (no taller than the screen), and its own
// observers lengthen the content by the keyboard's height once it is up and shorten it again
// once it has gone. Nothing scrolls the field; UIKit's own scroll is held by the content.
import UIKit

final class NotesFormView: UIView {
    private let scrollView = UIScrollView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(scrollView)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidHide(_:)), name: UIResponder.keyboardDidHideNotification, object: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.contentSize = CGSize(width: frame.width, height: frame.height)
    }

    @objc private func keyboardDidShow(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentSize.height += end.height
    }

    @objc private func keyboardDidHide(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentSize.height -= end.height
    }
}
