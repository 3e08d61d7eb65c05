// swift-format-ignore-file
// The active field recorded by actions Interface Builder connects to the fields' Editing Did
// Begin and Did End events, with no text field delegate: the keyboard handler reads it.
import UIKit

class CouponController: UIViewController {
    @IBOutlet weak var formScroll: UIScrollView!
    weak var activeField: UITextField?
    var endings: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShown(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardHidden(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @IBAction func fieldStarted(_ sender: UITextField) {
        activeField = sender
    }

    @IBAction func fieldFinished() {
        endings += 1
    }

    @objc func keyboardShown(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formScroll.contentInset.bottom = end.height + (activeField == nil ? 0 : 10) + endings
    }

    @objc func keyboardHidden(_ notification: Notification) {
        formScroll.contentInset.bottom = 0
    }
}
