// swift-format-ignore-file
// A profile screen whose looks are set up in an extension in another file: each file calls
// code of the app's on its eighth line.
import UIKit
class ProfileViewController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!
    override func viewDidLoad() {
        super.viewDidLoad(); loadAvatar()
        styleHeader()
    }
}
