// swift-format-ignore-file
// A property of the app's own model type that a network callback fills in (in the shape of
// pimisi/ios_row_framework's registration screen): it is set in this file, inside a closure
// handed to the app's own service, so it is no value the presenting screen passes in.
import UIKit

class DeliveryAddressController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    let service = AddressService()
    var suggestions: AddressSuggestions?

    override func viewDidLoad() {
        super.viewDidLoad()
        service.loadSuggestions { [weak self] result in
            self?.suggestions = result
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let room: CGFloat = suggestions == nil ? 4 : 40
        scrollView.contentInset.bottom = end.height + room
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
