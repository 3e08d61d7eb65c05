// swift-format-ignore-file
// In the shape of screens built on RxSwift/RxCocoa: the observers are registered in a closure
// subscribed to `rx.viewWillAppear`, which the library calls before each appearance. FormSim has
// no RxCocoa, so the closure never runs.
import RxCocoa
import RxSwift
import UIKit

class CheckoutViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        rx.viewWillAppear
            .subscribe(onNext: { [weak self] _ in
                guard let self = self else { return }
                NotificationCenter.default.addObserver(self, selector: #selector(self.keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            })
            .disposed(by: disposeBag)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height
    }
}
