// swift-format-ignore-file
// The shape of chat screens written with ReactiveSwift and ReactiveCocoa (highhigheggman/chatApp's
// chat page is one): the centre's `reactive.notifications(forName:)` signals, one mapped to the
// keyboard's height and observed with `observeValues`, the other observed as events.
import UIKit
import ReactiveSwift
import ReactiveCocoa

final class DirectMessageViewController: UIViewController {
    @IBOutlet weak var messagesScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.reactive
            .notifications(forName: UIResponder.keyboardWillShowNotification)
            .take(during: reactive.lifetime)
            .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0 }
            .observe(on: UIScheduler())
            .observeValues { [weak self] height in
                self?.messagesScroll.contentInset.bottom = height
                self?.messagesScroll.scrollIndicatorInsets.bottom = height
            }
        NotificationCenter.default.reactive.notifications(forName: UIResponder.keyboardWillHideNotification)
            .observe { event in
                guard let note = event.value else { return }
                let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
                UIView.animate(withDuration: duration) {
                    self.messagesScroll.contentInset = .zero
                    self.messagesScroll.contentOffset = .zero
                }
            }
    }
}
