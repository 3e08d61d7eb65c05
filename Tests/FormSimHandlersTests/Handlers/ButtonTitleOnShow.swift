// swift-format-ignore-file
// The shape of forms whose keyboard handler also relabels a button (perosantor/hospital's
// appointment form does beside its insets): the title is the button's looks, skipped, and the
// insets follow the keyboard.
import UIKit

class AppointmentViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var doneButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShown(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardShown(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        doneButton.setTitle("Hide keyboard", for: .normal)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
    }
}
