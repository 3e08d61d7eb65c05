// swift-format-ignore-file
// A block observer that captures a local of viewDidLoad, and a Combine subscriber: closures
// made once, before `check` starts its threads, which each thread runs as its own copy.
import Combine
import UIKit

class LedgerFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let margin: CGFloat = 6
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.scrollView.contentInset.bottom = end.height + margin
        }
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
            .sink { [weak self] inset in self?.scrollView.contentInset.bottom = inset }
            .store(in: &subscriptions)
    }
}
