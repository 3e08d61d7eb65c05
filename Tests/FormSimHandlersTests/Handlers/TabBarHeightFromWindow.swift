// swift-format-ignore-file
// The shape of keyboard helpers that subtract the tab bar (evgenyneu/UnderKeyboard's
// UnderKeyboard.swift): the height comes from the window's root view controller cast to a tab
// bar controller, which fails where the screen is the root, so nothing is subtracted.
import UIKit

class NotesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: .UIKeyboardDidShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: .UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardDidShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let lift = frame.height - bottomBarHeight
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: lift, right: 0)
        scrollView.scrollIndicatorInsets = scrollView.contentInset
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
    }

    private var bottomBarHeight: CGFloat {
        if let tabs = UIApplication.shared.delegate?.window??.rootViewController as? UITabBarController {
            return tabs.tabBar.frame.height
        }
        return 0
    }
}
