// swift-format-ignore-file
// The shape of Combine screens that hand the keyboard's publishers to methods by name rather
// than to closures (`.sink(receiveValue: keyboardWillShow)`, as MVVM sign-in screens built on
// Combine often write it): each method is the subscriber, handed the notification.
import Combine
import UIKit

final class SignInViewController: UIViewController {
    @IBOutlet private weak var formScrollView: UIScrollView!
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink(receiveValue: keyboardWillShow)
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .sink(receiveValue: keyboardWillHide)
            .store(in: &cancellables)
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formScrollView.contentInset.bottom = frame.height
    }

    private func keyboardWillHide(_ notification: Notification) {
        formScrollView.contentInset.bottom = 0
    }
}
