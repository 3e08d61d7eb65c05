// swift-format-ignore-file
// RxKeyboard with SnapKit, in the shape of many RxSwift screens: the visible height's driver,
// its first value (the one it holds when subscribed) skipped, insets the scroll view's bottom.
import UIKit
import RxSwift
import RxKeyboard
import SnapKit

final class ReviewComposeViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let reviewScroll = UIScrollView()

    override func loadView() {
        super.loadView()
        view.addSubview(reviewScroll)
        reviewScroll.snp.makeConstraints {
            $0.edges.equalToSuperview()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        RxKeyboard.instance.visibleHeight
            .skip(1)
            .drive(onNext: { [weak self] height in
                self?.reviewScroll.snp.updateConstraints {
                    $0.bottom.equalToSuperview().inset(height)
                }
                self?.view.layoutIfNeeded()
            })
            .disposed(by: disposeBag)
    }
}
