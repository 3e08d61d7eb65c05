// swift-format-ignore-file
// The shape of RxSwift screens that remember how far they scrolled for the keyboard in a
// BehaviorRelay (samyachour/PoliticalDebateApp_iOS keeps its keyboard code so): will-show and
// will-hide merged, each paired with the relay's latest value, the offset moved by the overlap
// on show and moved back by the remembered amount on hide.
import RxCocoa
import RxSwift
import UIKit

final class SignInViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private let disposeBag = DisposeBag()
    private let lifted = BehaviorRelay<CGFloat>(value: 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        let shows = NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
        let hides = NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
        Observable.merge([shows, hides])
            .withLatestFrom(lifted) { note, lift in (note, lift) }
            .subscribe(onNext: { [weak self] pair in
                guard let self = self else { return }
                if pair.0.name == UIResponder.keyboardWillShowNotification {
                    guard let frame = pair.0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    let overlap = max(0, 501 - frame.minY)
                    self.scrollView.contentOffset.y += overlap
                    self.lifted.accept(overlap)
                } else {
                    self.scrollView.contentOffset.y -= pair.1
                    self.lifted.accept(0)
                }
            })
            .disposed(by: disposeBag)
    }
}
