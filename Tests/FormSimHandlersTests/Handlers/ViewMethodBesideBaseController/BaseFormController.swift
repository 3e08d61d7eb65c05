// swift-format-ignore-file
// A base controller whose subclasses override its layout hook; its own does nothing.
import UIKit

class BaseFormController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setLayout()
    }

    func setLayout() {}
}
