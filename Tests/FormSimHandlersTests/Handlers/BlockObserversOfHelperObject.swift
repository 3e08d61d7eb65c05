// swift-format-ignore-file
// A helper object of the file's own class that observes with blocks capturing it weakly, made
// lazily by the screen, which changes it through its reference; one block calls a private
// method of the object, the other writes through its weak scroll view.
import UIKit

final class InsetFollower {
    private weak var scrollView: UIScrollView?
    private var observers: [NSObjectProtocol] = []
    var padding: CGFloat = 2

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        startObserving()
    }

    private func startObserving() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.scrollView?.contentInset.bottom = 0
        })
    }

    private func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView?.contentInset.bottom = frame.height + padding
    }
}

class CommentViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private lazy var follower = InsetFollower(scrollView: scrollView)

    override func viewDidLoad() {
        super.viewDidLoad()
        follower.padding = 6
    }
}
