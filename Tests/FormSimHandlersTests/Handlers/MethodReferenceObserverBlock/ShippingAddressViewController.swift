// swift-format-ignore-file
// A shipping-address screen that adopts the protocol of the other file and hands it its
// scroll view.
import UIKit

final class ShippingAddressViewController: UIViewController, KeyboardInsetting {
    @IBOutlet private weak var scrollView: UIScrollView!
    private var countries: [String] = []

    var insettingScrollView: UIScrollView { return scrollView }

    override func viewDidLoad() {
        super.viewDidLoad()
        startInsettingForKeyboard()
        countries = ["Norway", "Chile"]
    }
}
