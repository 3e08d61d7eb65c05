// swift-format-ignore-file
// A screen built in code, in the shape of apps that make and set up each view in a lazy
// property's closure (abhinayaRajarajan/MITWPU_Group2_PCOS_App's chatbot screen is one): the
// scroll view's insets come from that closure, and the keyboard code adds to them.
import UIKit

final class AskCoachViewController: UIViewController {
    private lazy var scrollView: UIScrollView = {
        let view = UIScrollView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom += frame.height
    }
}
