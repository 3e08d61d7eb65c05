// swift-format-ignore-file
// Follows the shape of henrik789/NotificationTest,
// NotificationTest/ViewControllers/NewNoteViewController.swift: one selector for will-show and
// will-hide that tells them apart by the notification's name and adds or removes the keyboard's
// height plus a margin with `+=`.
import UIKit

class NewEntryViewController: UIViewController {

    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var bodyView: UITextView!

    @objc func adjustForKeyboard(_ notification: NSNotification) {
        guard let info = notification.userInfo else { return }
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        let sign: CGFloat = notification.name == UIResponder.keyboardWillShowNotification ? 1 : -1
        let delta = sign * (end.size.height + 20)
        scrollView.contentInset.bottom += delta
        scrollView.scrollIndicatorInsets.bottom += delta
    }

    @objc func dismissKeyboard() {
        view.endEditing(true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyView.isScrollEnabled = false
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        view.addGestureRecognizer(tap)
        NotificationCenter.default.addObserver(self, selector: #selector(adjustForKeyboard(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(adjustForKeyboard(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }
}

extension NewEntryViewController: UITextViewDelegate {
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        textView.resignFirstResponder()
        return true
    }
}
