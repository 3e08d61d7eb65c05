// swift-format-ignore-file
// The shape of forms that grow the scroll view's content size by the keyboard's height while it
// is up, and put it back from the content view's own height (iMikolaj/ScrollViewOnKeyboardShow's
// ViewController.swift): the content size changes, the content view keeps its height.
import UIKit

final class ProfileFormViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var contentView: UIView!
    private var grown = false

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard !grown, let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        grown = true
        scrollView.contentSize.height += frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        grown = false
        scrollView.contentSize.height = contentView.frame.size.height
    }
}
