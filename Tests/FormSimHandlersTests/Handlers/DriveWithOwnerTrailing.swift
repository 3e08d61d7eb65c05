// swift-format-ignore-file
// RxSwift 6's `drive(with:)` with its closure trailing, in the shape of screens that hand the
// owner to the closure instead of capturing self weakly: the visible height insets the scroll
// view, its indicator 8 less.
import UIKit
import RxSwift
import RxCocoa
import RxKeyboard

final class AddressFormViewController: UIViewController {
    @IBOutlet private weak var addressScroll: UIScrollView!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        RxKeyboard.instance.visibleHeight
            .drive(with: self) { owner, visibleHeight in
                owner.addressScroll.contentInset.bottom = visibleHeight
                owner.addressScroll.verticalScrollIndicatorInsets.bottom = max(0, visibleHeight - 8)
            }
            .disposed(by: bag)
    }
}
