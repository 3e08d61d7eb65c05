// swift-format-ignore-file
// The shape of RxSwift login screens of campus apps (isnine/HutHelper's login screen is one):
// RxCocoa's keyboard notifications subscribed with the bare `subscribe { event in … }`, which
// is handed events: one reads the notification as the event's element, one takes the event
// apart with a switch, the last ignores it.
import UIKit
import RxSwift
import RxCocoa

final class CampusLoginViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
            .subscribe { [weak self] event in
                guard let note = event.element,
                      let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                self?.scrollView.contentInset.bottom = frame.height + 8
            }
            .disposed(by: bag)
        NotificationCenter.default.rx.notification(UIResponder.keyboardDidShowNotification)
            .subscribe { [weak self] event in
                switch event {
                case .next(let note):
                    let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                    self?.scrollView.scrollIndicatorInsets.bottom = frame.height
                case .error, .completed:
                    break
                }
            }
            .disposed(by: bag)
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
            .subscribe { (_) in
                self.scrollView.contentInset.bottom = 0
            }
            .disposed(by: bag)
    }
}
