// swift-format-ignore-file
// A flatMap whose closure returns another notification's publisher (a switch to the did-show
// notification once a will-show arrives): FormSim follows a flatMap only to a publisher of
// one value or none, and stops the run at the closure rather than drop the subscription.
import Combine
import UIKit

final class NotesViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var tokens = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .flatMap { _ in NotificationCenter.default.publisher(for: UIResponder.keyboardDidShowNotification) }
            .sink { [weak self] _ in
                self?.scrollView.contentInset.bottom = 216
            }
            .store(in: &tokens)
    }
}
