// swift-format-ignore-file
// A protocol's computed scroll view, supplied through a view of a class in another file (not
// given): the keyboard code of the protocol's extension reaches the scroll view through the
// computed property, which reads it through the view the controller makes.
import UIKit

protocol KeyboardInsetting where Self: UIViewController {
    var insettingScrollView: UIScrollView { get }
}

extension KeyboardInsetting where Self: UIViewController {
    func observeKeyboard() {
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.insettingScrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
        }
    }
}

final class CheckoutViewController: UIViewController, KeyboardInsetting {
    private let checkoutView = CheckoutView()
    var insettingScrollView: UIScrollView { return checkoutView.scrollView }

    override func loadView() {
        view = checkoutView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        observeKeyboard()
    }
}
