// swift-format-ignore-file
// The shape of payment forms that format what is typed with one-sided ranges
// (snabble/snabble-ios-sdk's SepaEditViewController.swift groups an IBAN with `iban[i...]`),
// here also choosing the keyboard's padding by a `case 200...:` pattern.
import UIKit

final class PaymentFormViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let padding: CGFloat
        switch Int(frame.height) {
        case 300...: padding = 0
        case 200...: padding = 12
        default: padding = 24
        }
        scrollView.contentInset.bottom = frame.height + padding
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard textField.tag == 7, let iban = textField.text, iban.count > 4 else { return }
        let country = iban[..<iban.index(iban.startIndex, offsetBy: 4)]
        let rest = iban[iban.index(iban.startIndex, offsetBy: 4)...]
        textField.text = country + " " + rest
    }
}
