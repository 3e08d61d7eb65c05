// swift-format-ignore-file
// The screen: its scroll view is the storyboard's InsetScrollView, which handles the keyboard.
import UIKit

class SignUpViewController: UIViewController {
    @IBOutlet weak var scrollView: InsetScrollView!
    @IBOutlet weak var nameField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
    }
}
