// swift-format-ignore-file
// A comments screen that follows the keyboard with RxKeyboard's drivers: the visible height
// insets the list, whether the keyboard is hidden sets the indicator's inset, and each show
// is counted.
import UIKit
import RxKeyboard
import RxSwift

final class CommentsViewController: UIViewController {
    @IBOutlet private weak var commentsScroll: UIScrollView!
    private let disposeBag = DisposeBag()
    private var showCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        RxKeyboard.instance.visibleHeight
            .drive(onNext: { [weak self] height in
                guard let self = self else { return }
                self.commentsScroll.contentInset.bottom = height + 12 + CGFloat(self.showCount)
            })
            .disposed(by: disposeBag)
        RxKeyboard.instance.isHidden
            .drive(with: self, onNext: { owner, hidden in
                owner.commentsScroll.scrollIndicatorInsets.bottom = hidden ? 0 : 100
            })
            .disposed(by: disposeBag)
        RxKeyboard.instance.willShowVisibleHeight
            .drive(onNext: { [weak self] _ in
                self?.showCount += 1
            })
            .disposed(by: disposeBag)
    }
}
