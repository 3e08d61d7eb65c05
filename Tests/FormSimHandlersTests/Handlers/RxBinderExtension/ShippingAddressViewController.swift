// swift-format-ignore-file
// A screen of an RxSwift app whose keyboard code lives in a binder of its own: the did-show and
// will-hide notifications, each cut short when the screen goes away, are bound to a binder an
// `extension Reactive` declares on the scroll view, in another file.
import UIKit
import RxSwift
import RxCocoa

final class ShippingAddressViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    @IBOutlet private weak var streetField: UITextField!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        streetField.rx.text.orEmpty
            .bind(to: streetText)
            .disposed(by: disposeBag)
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            center.rx.notification(name)
                .takeUntil(rx.deallocated)
                .observeOn(MainScheduler.instance)
                .bind(to: scrollView.rx.keyboardInsets)
                .disposed(by: disposeBag)
        }
    }

    private let streetText = BehaviorRelay<String>(value: "")
}
