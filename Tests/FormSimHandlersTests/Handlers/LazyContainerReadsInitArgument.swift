// swift-format-ignore-file
// A quiz screen made in code by the app's own initialiser, which keeps the question view it is
// handed; a lazy container configures that view (its closure runs at the first read, in
// viewDidLoad, after the initialiser), and will-show lifts the root view by a third of the
// keyboard.
import UIKit

final class QuizViewController: UIViewController {
    private var questionView: UIView

    private lazy var container: UIStackView = {
        questionView.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [questionView])
        stack.axis = .vertical
        return stack
    }()

    init(questionView: UIView) {
        self.questionView = questionView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(container)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        view.frame.origin.y = -frame.height / 3
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }
}
