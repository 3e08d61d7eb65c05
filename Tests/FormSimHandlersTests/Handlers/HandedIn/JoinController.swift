// swift-format-ignore-file
// The subclass of FormBaseController.swift, in a file of its own as in the app: it hands the
// base class its outlets when its view loads.
import UIKit

class JoinController: FormBaseController {
    @IBOutlet weak var formScroll: UIScrollView!
    @IBOutlet weak var formBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        adopt(formScroll, formBottom)
    }
}
