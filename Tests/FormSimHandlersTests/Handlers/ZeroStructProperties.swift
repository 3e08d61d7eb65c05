// swift-format-ignore-file
// Follows the shape of a sign-up screen of an Instagram clone (peterpandayang/instragram,
// signUpVC.swift): the keyboard's frame is kept in a property made with `CGRect()`, the
// zero-argument initialiser Swift gives C's structs, and the scroll view is shortened by it.
import UIKit

class SignUpViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    var keyboard = CGRect()
    var restingOffset = CGPoint()
    var lift = CGFloat()

    override func viewDidLoad() {
        super.viewDidLoad()
        restingOffset = scrollView.contentOffset
        NotificationCenter.default.addObserver(self, selector: #selector(showKeyboard(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(hideKeyboard(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func showKeyboard(notification: Notification) {
        keyboard = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        lift += keyboard.height
        scrollView.contentInset.bottom = lift
    }

    @objc func hideKeyboard(notification: Notification) {
        keyboard = CGRect()
        lift = CGFloat()
        scrollView.contentInset.bottom = lift
        scrollView.contentOffset = restingOffset
    }
}
