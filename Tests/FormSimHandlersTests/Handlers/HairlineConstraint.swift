// swift-format-ignore-file
// A user list in the shape of sync-database samples: a convenience init() hands over to UIKit's
// init(nibName:bundle:), viewDidLoad sets a separator's height constraint to one pixel (a
// constraint no --bind target stands for), and will-change-frame sets the list's bottom
// constraint to the part of the view the keyboard covers.
import UIKit

class MemberListViewController: UIViewController {
    @IBOutlet weak var separatorHeight: NSLayoutConstraint!
    @IBOutlet weak var listBottom: NSLayoutConstraint!

    convenience init() {
        let type = type(of: self)
        self.init(nibName: String(describing: type), bundle: Bundle(for: type))
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: .UIKeyboardWillChangeFrame, object: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        separatorHeight.constant = 1.0 / UIScreen.main.scale
    }

    @objc func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        listBottom.constant = view.bounds.maxY - end.minY
        view.layoutIfNeeded()
    }
}
