// swift-format-ignore-file
// Methods that share a base name and an argument count and differ by their labels only, as a
// protocol helper overloads them (in the shape of kkendall33/TableViewInsets): the notification's
// overload reads the height and calls the height's, which sets the inset; another pair sets the
// top and the bottom.
import UIKit

class GiftCardFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(adjust(from:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(restore(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func adjust(from notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        adjust(height: frame.height)
    }

    func adjust(height: CGFloat) {
        margin(top: 0)
        margin(bottom: height + 7)
    }

    func margin(top value: CGFloat) {
        scrollView.contentInset.top = value
    }

    func margin(bottom value: CGFloat) {
        scrollView.contentInset.bottom = value
    }

    @objc func restore(_ notification: Notification) {
        margin(bottom: 0)
    }
}
