// swift-format-ignore-file
// A login screen in the shape of VPN clients' login forms: the form's wrapper is pinned to the
// part of the view the keyboard leaves, found by dividing the view's frame at the keyboard's
// top, and a slice from the bottom edge gives the margin kept above the keyboard.
import UIKit

class AccountLoginController: UIViewController {
    @IBOutlet var wrapperBottom: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChange(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardWillChange(_ note: Notification) {
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
            return
        }
        let keyboard = view.convert(end, from: nil)
        let (_, covered) = view.frame.divided(atDistance: keyboard.minY, from: CGRectEdge.minYEdge)
        let (margin, _) = view.bounds.divided(atDistance: 12, from: .maxYEdge)
        wrapperBottom.constant = covered.height + (covered.height > 0 ? margin.height : 0)
        view.layoutIfNeeded()
    }
}
