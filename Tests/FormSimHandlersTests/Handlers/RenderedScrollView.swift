// swift-format-ignore-file
// A screen drawn by the app's own renderer from a description it loads: its scroll view is
// whatever the renderer made, and the keyboard code insets it when there is one.
import UIKit

final class RenderedFormViewController: UIViewController {
    private let renderer = FormRenderer()
    private weak var scrollView: UIScrollView?

    override func viewDidLoad() {
        super.viewDidLoad()
        let rendered = renderer.makeView(named: "signup")
        scrollView = rendered as? UIScrollView
        view.addSubview(rendered)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let scrollView = scrollView,
              let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + 8
    }
}
