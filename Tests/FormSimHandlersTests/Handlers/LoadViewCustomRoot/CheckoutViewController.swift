// swift-format-ignore-file
// The controller reaches the scroll view through its view, cast to the view class; the inset
// is the keyboard's overlap of the view plus a gap of 8, none when the keyboard leaves.
import UIKit

final class CheckoutViewController: UIViewController {
    private var formView: CheckoutFormView {
        return view as! CheckoutFormView
    }

    override func loadView() {
        view = CheckoutFormView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardFrameWillChange(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = max(0, view.bounds.height - end.origin.y)
        formView.scrollView.contentInset.bottom = overlap > 0 ? overlap + 8 : 0
        formView.scrollView.verticalScrollIndicatorInsets.bottom = overlap
    }
}
