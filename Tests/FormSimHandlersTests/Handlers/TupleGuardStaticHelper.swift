// swift-format-ignore-file
// In the shapes of Palleas/volte-ios's LoginViewController.swift (a global function giving an
// optional tuple, taken apart by `guard let (…) =`) and of a static configuration call on a type
// of the file's, made as a statement.
import UIKit

func parse(keyboardNotification note: Notification) -> (CGFloat, TimeInterval)? {
    guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return nil }
    return (frame.height, 0.25)
}

final class KeyboardMetrics {
    static var extra: CGFloat = 0

    static func configure(_ value: CGFloat) {
        extra = value
    }
}

class LoginViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        KeyboardMetrics.configure(12)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let (height, _) = parse(keyboardNotification: note) else { return }
        scrollView.contentInset.bottom = height + KeyboardMetrics.extra
    }
}
