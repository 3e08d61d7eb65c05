// swift-format-ignore-file
// The shape of forms that size their scroll view's content from its subviews
// (bulutoztemur/FirebaseLoginRxSwift's SignUpVC.swift unions frames with `reduce(into: .zero)`,
// the `.zero` a CGRect because the result is declared one), then inset for the keyboard.
import UIKit

class ShippingFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let content: CGRect = scrollView.subviews.map { $0.frame }.reduce(into: .zero) { area, frame in
            area = area.union(frame)
        }
        scrollView.contentSize = content.size
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = end.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
