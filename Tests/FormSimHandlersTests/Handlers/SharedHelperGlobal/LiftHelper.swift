// swift-format-ignore-file
// A shared helper alone in its file: one object kept in a global of the file, reached through a
// class property; its private init registers it for the keyboard's notifications, and a class
// method gives it the scroll view to move.
import UIKit

let sharedLiftHelper = LiftHelper()

class LiftHelper: NSObject {
    private weak var scrollView: UIScrollView?
    private var spare: CGFloat = 2

    private class var shared: LiftHelper {
        return sharedLiftHelper
    }

    class func attach(_ scrollView: UIScrollView) {
        shared.scrollView = scrollView
    }

    private override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView?.contentInset.bottom = frame.height + spare
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView?.contentInset.bottom = 0
    }
}
