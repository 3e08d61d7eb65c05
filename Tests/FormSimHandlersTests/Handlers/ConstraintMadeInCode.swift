// swift-format-ignore-file
// Follows the shape of a programmatic modal sheet (MyAuto's ModalViewController, whose sheet
// is pinned by constraints made in viewDidLoad): the bottom constraint is made in code, kept
// in an optional property and activated, and the keyboard handlers change its constant.
import UIKit

class SheetViewController: UIViewController {
    let sheet = UIView()
    var sheetBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sheet)
        sheet.translatesAutoresizingMaskIntoConstraints = false
        sheetBottom = sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 0)
        sheetBottom?.isActive = true
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        sheetBottom?.constant = -frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        sheetBottom?.constant = 0
    }

    /// Lets the sheet go: its bottom constraint is deactivated.
    func release() {
        sheetBottom?.isActive = false
    }
}
