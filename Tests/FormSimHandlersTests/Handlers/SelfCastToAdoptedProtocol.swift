// swift-format-ignore-file
// A protocol of the app's with the keyboard's arithmetic in an extension of UIViewController,
// which reaches the screen's scroll view by casting `self` to the protocol it adopts.
import UIKit

protocol InsetAdjusting: AnyObject {
    var adjustableScroll: UIScrollView! { get }
}

final class ShippingAddressController: UIViewController, InsetAdjusting {
    @IBOutlet weak var adjustableScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        startAdjustingForKeyboard()
    }
}

extension UIViewController {
    func startAdjustingForKeyboard() {
        NotificationCenter.default.addObserver(self, selector: #selector(adjustForKeyboard(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func adjustForKeyboard(_ notification: Notification) {
        guard let adjusting = self as? InsetAdjusting,
              let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let covered = max(0, UIScreen.main.bounds.height - end.minY)
        let scroll = (self as! InsetAdjusting).adjustableScroll
        scroll?.contentInset.bottom = covered > 0 ? covered + 7 : 0
        adjusting.adjustableScroll.scrollIndicatorInsets.bottom = covered
    }
}
