// swift-format-ignore-file
import UIKit

// Follows the shape of an SDK's payer-details screen (mercadopago/px-ios'
// PayerInfoViewController.swift): the screen's own input rows, made in code with
// `frame: .zero` and a localised placeholder, are stacked up from the keyboard's top by their
// own heights, which come from the SDK's views; the scroll view only gets the keyboard's
// height as its bottom inset, and scrolls back to the top when the keyboard goes.
final class PayerDetailsController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var documentRow: LabeledInputRow?
    var surnameRow: LabeledInputRow?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: .UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: .UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let keyboard = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        var available = UIScreen.main.bounds.height - UIApplication.shared.statusBarFrame.height
        available = keyboard != nil ? available - (keyboard?.height)! : available
        if documentRow == nil {
            documentRow = LabeledInputRow(frame: .zero, numeric: true, placeholder: "Document".localized)
            surnameRow = LabeledInputRow(frame: .zero, numeric: false, placeholder: "Surname".localized)
        }
        available -= (documentRow?.rowHeight())!
        documentRow?.frame.origin.y = available
        available -= surnameRow!.rowHeight()
        surnameRow?.frame.origin.y = available
        scrollView.contentInset.bottom = keyboard?.height ?? 0
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
        scrollView.setContentOffset(.zero, animated: false)
    }
}
