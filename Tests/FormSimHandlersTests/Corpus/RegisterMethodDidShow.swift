// swift-format-ignore-file
// Follows the shape of kei95/SwiftDevelopment, ScrollingForm/ScrollingForm/ViewController.swift:
// viewDidLoad calls a method of its own that registers did-show and will-hide, and the did-show handler
// reads the frame through `guard let … else { return }`. The model and the sign-up action around
// it are this file's own.
import UIKit

struct SignUpDraft {
    var name: String
    var email: String
    var acceptsTerms: Bool
}

class SignUpViewController: UIViewController {

    @IBOutlet var scrollView: UIScrollView!
    @IBOutlet var nameField: UITextField!
    @IBOutlet var emailField: UITextField!

    private var draft = SignUpDraft(name: "", email: "", acceptsTerms: false)

    override func viewDidLoad() {
        super.viewDidLoad()
        listenForKeyboard()
    }

    func listenForKeyboard() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShown(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardHiding(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardShown(_ notification: NSNotification) {
        guard let boxed = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let bottom = boxed.cgRectValue.height
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
        scrollView.scrollIndicatorInsets = scrollView.contentInset
    }

    @objc func keyboardHiding(_ notification: NSNotification) {
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
    }

    @IBAction func submitTapped(_ sender: UIButton) {
        draft.name = nameField.text ?? ""
        draft.email = emailField.text ?? ""
        guard draft.acceptsTerms else {
            print("terms not accepted")
            return
        }
        print("submitting \(draft.email)")
    }
}
