// swift-format-ignore-file
// An address form whose will-show asks `UIResponder.currentEditor`, a static property the
// app's own extension of UIResponder adds in a file not given: unknown here, whatever other
// type has a member of a name like it.
import UIKit

final class AddressFormViewController: UIViewController {
    @IBOutlet weak var addressScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let device = UIDevice.current
        guard let editing = UIResponder.current as? UITextField else { return }
        addressScroll.scrollRectToVisible(editing.frame, animated: true)
        print(device)
    }
}
