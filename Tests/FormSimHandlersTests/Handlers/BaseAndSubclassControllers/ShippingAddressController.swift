// swift-format-ignore-file
// A screen of the app, in a file of its own: it loads its view through the base class and keeps
// a little more room under the focused field.
import UIKit

final class ShippingAddressController: KeyboardFormController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shipping"
    }

    override var roomBelowField: CGFloat { 7 }

    override func keyboardCovers(_ height: CGFloat) {
        formScrollView.contentInset.bottom = height > 0 ? height + roomBelowField : 0
    }
}
