// swift-format-ignore-file
// A keyboard height publisher made with flatMap, as CombineExt's users write it: a computed
// property of every view controller turns each will-show into `.just(height)` (or `.empty()`
// when the frame is missing) and each will-hide into `Just(0)`, merged into one publisher; a
// receipt screen adds a margin in a Just of its own and subscribes with sink.
import Combine
import UIKit

extension UIViewController {
    var keyboardHeights: AnyPublisher<CGFloat, Never> {
        let rising = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .flatMap { note -> AnyPublisher<CGFloat, Never> in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
                    return .empty()
                }
                return .just(frame.height)
            }
        let falling = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .flatMap { _ in Just(CGFloat(0)).eraseToAnyPublisher() }
        return Publishers.Merge(rising, falling).eraseToAnyPublisher()
    }
}

final class ReceiptViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var tokens = Set<AnyCancellable>()
    private let margin: CGFloat = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboardHeights
            .flatMap { [margin] height in Just(height).map { $0 == 0 ? 0 : $0 + margin } }
            .sink { [weak self] bottom in
                self?.scrollView.contentInset.bottom = bottom
            }
            .store(in: &tokens)
    }
}
