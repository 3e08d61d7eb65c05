// swift-format-ignore-file
// A screen of an app written with RxSwift: the keyboard's notifications as RxCocoa observables,
// mapped to a height (a key path as the function), merged, turned into a driver, and driven
// into the scroll view's inset.
import UIKit
import RxSwift
import RxCocoa

final class CommentComposerViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private let bag = DisposeBag()
    private let extraSpace: CGFloat = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        let shown = center.rx.notification(UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
            .map(\.height)
        let hidden = center.rx.notification(UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
        Observable.merge(shown, hidden)
            .observe(on: MainScheduler.instance)
            .asDriver(onErrorJustReturn: 0)
            .drive(onNext: { [weak self] height in
                guard let self = self else { return }
                self.scrollView.contentInset.bottom = height > 0 ? height + self.extraSpace : 0
            })
            .disposed(by: bag)
    }
}
