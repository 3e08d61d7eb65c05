// swift-format-ignore-file
// Combine, in the shape of screens that keep the keyboard's height in a small observable
// helper: the helper turns the notifications into a `@Published` height, and the screen
// subscribes to `$height` and insets its scroll view by it.
import UIKit
import Combine

final class KeyboardHeightModel: ObservableObject {
    @Published private(set) var height: CGFloat = 0
    private var observations = Set<AnyCancellable>()

    init(center: NotificationCenter = .default) {
        center.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height }
            .sink { [weak self] value in self?.height = value }
            .store(in: &observations)
        center.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
            .sink { [weak self] value in self?.height = value }
            .store(in: &observations)
    }
}

class ShippingAddressViewController: UIViewController {
    @IBOutlet weak var formScroll: UIScrollView!
    private let keyboard = KeyboardHeightModel()
    private var subscriptions = Set<AnyCancellable>()
    private var insetsSet = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboard.$height
            .removeDuplicates()
            .sink { [weak self] height in
                guard let self = self else { return }
                self.insetsSet += 1
                self.formScroll.contentInset.bottom = height
                self.formScroll.verticalScrollIndicatorInsets.bottom = height
            }
            .store(in: &subscriptions)
    }
}
