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
        guard let userInfo = notification.userInfo else { return }
        let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        let showing = (notification.name == UIResponder.keyboardWillShowNotification) ? true : false
        let change = (keyboardFrame.height + 20) * (showing ? 1 : -1)
        scrollView.contentInset.bottom += change
        scrollView.scrollIndicatorInsets.bottom += change
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
