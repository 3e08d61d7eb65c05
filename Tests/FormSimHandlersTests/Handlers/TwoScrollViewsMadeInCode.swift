// swift-format-ignore-file
// A screen that makes two scroll views in code, a row of chips across the top and the form, and
// moves both when the keyboard shows: which one the form is, the code alone does not say.
import UIKit

final class FilterViewController: UIViewController {
    private let chipsScrollView = UIScrollView()
    private let formScrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(chipsScrollView)
        view.addSubview(formScrollView)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formScrollView.contentInset.bottom = end.height
        chipsScrollView.setContentOffset(.zero, animated: false)
    }
}
