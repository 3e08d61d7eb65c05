// swift-format-ignore-file
// A view class the controller holds and adds to its root view, in the shape of screens that keep
// their layout in a view but do not make it the root view: the controller reaches the view's
// scroll view through it when the keyboard shows and hides.
import UIKit

final class ProfileFormView: UIView {
    let scrollView = UIScrollView()
    let nameField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(scrollView)
        scrollView.addSubview(nameField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ProfileViewController: UIViewController {
    private let formView = ProfileFormView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(formView)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.formView.scrollView.contentInset.bottom = frame.height + 6
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.formView.scrollView.contentInset.bottom = 0
        }
    }
}
