// swift-format-ignore-file
import UIKit

// A whole sign-up screen: its own view class, a model dictionary, a data controller, a keychain
// wrapper and analytics around ten lines of keyboard code. Only those ten lines move anything.
final class RegistrationViewController: UIViewController, UITextFieldDelegate {
  let form = RegistrationView()
  var activeField: UITextField = UITextField()
  var drafts = [Int: Draft]()
  let dataController = DataController.shared
  @IBOutlet weak var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    form.configure(title: NSLocalizedString("Sign up", comment: ""))
    dataController.loadCountries { [weak self] result in
      self?.form.reload(result)
    }
    if let _ = KeychainWrapper.standard.string(forKey: "token") {
      Analytics.shared.track("returning-user")
    }
    if dataController.isOffline {
      scrollView.contentInset.top = 44
    }
    drafts[0] = Draft(text: "")
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    activeField = textField
    Analytics.shared.track("focus", properties: ["count": drafts.count])
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
    let height = value.cgRectValue.height
    scrollView.contentInset.bottom = height
    scrollView.verticalScrollIndicatorInsets.bottom = height
    form.setNeedsCompactLayout(true)
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    scrollView.contentInset = .zero
    scrollView.verticalScrollIndicatorInsets = .zero
  }
}
