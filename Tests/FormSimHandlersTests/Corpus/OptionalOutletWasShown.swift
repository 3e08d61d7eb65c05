// swift-format-ignore-file
// Follows the shape of VortexAstra/Geek-brains,
// UI_IOS/VKMessenger/VkMessenger/LoginVC/LoginViewController.swift: a will-show handler named
// "was shown" that insets by the end frame, a hide handler that writes through `scrollView?`,
// and a login button that pushes the next screen from the storyboard.
import UIKit

class MessengerLoginViewController: UIViewController {

  @IBOutlet weak var scrollView: UIScrollView!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWasShown), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillBeHidden(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @IBAction func loginButton(_ sender: UIButton) {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let next = storyboard.instantiateViewController(withIdentifier: "Conversations")
    self.navigationController?.pushViewController(next, animated: true)
  }

  @objc func keyboardWasShown(notification: Notification) {
    if let keyboardRect = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
      scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardRect.height, right: 0)
    }
  }

  @objc func keyboardWillBeHidden(notification: Notification) {
    // The outlet is implicitly unwrapped; the hide handler writes through it as an optional.
    scrollView?.contentInset = .zero
  }
}
