// swift-format-ignore-file
// A screen with two scroll views, the form's and a strip of photos, whose form is pinned to
// the keyboard layout guide: the one the keyboard code moves is the simulated scroll view.
import UIKit

class ExpenseFormController: UIViewController {
    @IBOutlet weak var formScroll: UIScrollView!
    @IBOutlet weak var receiptStrip: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        formScroll.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
    }
}
