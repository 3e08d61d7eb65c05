// swift-format-ignore-file
// The shape of profile screens built in code (ios-428-app's EditProfessionalController.swift):
// lazy text fields from a template, a helper that finds the one being edited by asking each
// whether it is first responder, and a root view raised as far as that field's bottom passes
// the keyboard's top, at most the keyboard's height; the return key tells its field by identity.
import UIKit

class EditCompanyViewController: UIViewController {
    private func makeField(_ placeholder: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        return field
    }

    private lazy var companyField: UITextField = {
        let field = self.makeField("Company")
        return field
    }()

    private lazy var cityField: UITextField = {
        let field = self.makeField("City")
        return field
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(companyField)
        view.addSubview(cityField)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func fieldBeingEdited() -> UITextField? {
        if companyField.isFirstResponder { return companyField }
        if cityField.isFirstResponder { return cityField }
        return nil
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let field = fieldBeingEdited(),
              let keyboard = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = field.frame.maxY - keyboard.minY
        if overlap > 0 {
            view.frame.origin.y = -min(keyboard.height, overlap)
        }
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        view.frame.origin.y = 0
    }

    private lazy var phoneField: UITextField = self.makeField("Phone")

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === phoneField {
            textField.resignFirstResponder()
        }
        return true
    }
}
