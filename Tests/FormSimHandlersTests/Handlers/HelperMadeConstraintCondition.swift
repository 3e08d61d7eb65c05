// swift-format-ignore-file
// The shape of chat screens built with the app's own Auto Layout helpers (danmurrelljr/
// BotGallery's bot screen is one): the input bar's bottom constraint comes back from a helper
// of another file, and viewDidAppear, which the walk meets first, registers the keyboard code
// only if it is there.
import UIKit

final class AssistantChatViewController: UIViewController {
    private let inputBar = UIView()
    private var inputBarBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        layOutInputBar()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let bottom = inputBarBottom {
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
                guard let self = self, let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                bottom.constant = -(self.view.bounds.height - end.origin.y)
            }
        }
    }

    private func layOutInputBar() {
        view.addSubview(inputBar)
        inputBarBottom = inputBar.pinBottom(to: view, inset: 8)
    }
}
