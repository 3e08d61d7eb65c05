// swift-format-ignore-file
// RxKeyboard's frame driver subscribed in viewDidLoad, in the shape of wallet and settings
// screens that ignore a frame while the scroll view is not in a window yet: the value the
// driver hands over at once arrives before the screen appears.
import UIKit
import RxSwift
import RxKeyboard

final class PinSettingsViewController: UIViewController {
    @IBOutlet weak var settingsScroll: UIScrollView!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        RxKeyboard.instance.frame
            .drive(onNext: { [weak self] frame in
                guard let self = self, self.settingsScroll.window != nil else { return }
                let overlap = self.settingsScroll.frame.intersection(frame).height
                self.settingsScroll.contentInset.bottom = overlap + 5
            })
            .disposed(by: disposeBag)
    }
}
