// swift-format-ignore-file
// A screen that binds the keyboard's lift, plus the room its send button needs, to the
// constant of the constraint under its form, with RxCocoa's binder for a constraint's constant.
import UIKit
import RxSwift
import RxCocoa

final class FeedbackViewController: UIViewController {
    @IBOutlet private weak var formBottom: NSLayoutConstraint!
    private let disposeBag = DisposeBag()
    private let sendButtonRoom: CGFloat = 14

    override func viewDidLoad() {
        super.viewDidLoad()
        keyboardLift
            .map { [sendButtonRoom] height in height + sendButtonRoom }
            .bind(to: formBottom.rx.constant)
            .disposed(by: disposeBag)
    }
}
