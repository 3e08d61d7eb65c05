// swift-format-ignore-file
// The shape of storyboard forms that keep their text fields in an outlet collection and find
// the one being edited in it (oosuxv/WunderPferd's StudyScrollViewController.swift,
// jamesbouker/RxExamples' BaseViewController.swift): the root view rises as far as that
// field's bottom, plus a margin, passes the keyboard's top.
import UIKit

final class DeliveryFormViewController: UIViewController {
    @IBOutlet var formFields: [UITextField]!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let editing = formFields.first(where: { $0.isFirstResponder }),
              let keyboard = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = editing.frame.maxY + 12 - keyboard.minY
        if overlap > 0 {
            view.frame.origin.y = -overlap
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }
}
