// swift-format-ignore-file
// The shape of Combine keyboard helpers kept as a static property of `Publishers` (AdilisIV/
// nowiiesocials has one): inside the extension, `MergeMany` is written bare, joining the
// will-show and will-hide publishers mapped to a height, which a screen sinks into its inset.
import Combine
import UIKit

extension Publishers {
    static var keyboardInset: AnyPublisher<CGFloat, Never> {
        let shown = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0 }
        let hidden = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
        return MergeMany(shown, hidden).eraseToAnyPublisher()
    }
}

final class SearchViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        Publishers.keyboardInset
            .sink { [weak self] inset in self?.scrollView.contentInset.bottom = inset }
            .store(in: &subscriptions)
    }
}
