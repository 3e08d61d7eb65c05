// swift-format-ignore-file
// Follows the shape of Apple's TextLayout sample's BaseViewController.swift (mirrored in
// mihaelamj/cupertino-sample-code): the keyboard's notifications come through Combine, each
// notification's publisher mapped to the bottom inset it asks for, the two merged, received on
// the main queue and sunk into the scroll view, the subscription kept in a set.
import Combine
import UIKit

final class CheckoutFormViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        let shown = center.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .map { [weak self] frame -> CGFloat in
                guard let self = self else { return 0 }
                return self.view.bounds.maxY - self.view.convert(frame, from: nil).minY
            }
        let hidden = center.publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
        Publishers.Merge(shown, hidden)
            .filter { $0 >= 0 }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] inset in
                self?.scrollView.contentInset.bottom = inset
                self?.scrollView.verticalScrollIndicatorInsets.bottom = inset
            }
            .store(in: &subscriptions)
    }
}
