// swift-format-ignore-file
// A profile editor in Swift 5.7: one block observer of will-change-frame, `guard let self`,
// and geometry spelt with `.zero` for each number it leaves at nothing, as some style guides ask.
import UIKit

final class ProfileEditorViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            self.follow(note)
        })
    }

    private func follow(_ note: Notification) {
        guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let end = view.convert(value.cgRectValue, from: nil)
        let covered = CGRect(x: .zero, y: end.minY, width: end.width, height: view.bounds.maxY - end.minY)
        let overlap = max(.zero, covered.height - view.safeAreaInsets.bottom)
        scrollView.contentInset = UIEdgeInsets(top: .zero, left: .zero, bottom: overlap > 0 ? overlap + 7 : 0, right: .zero)
    }
}
