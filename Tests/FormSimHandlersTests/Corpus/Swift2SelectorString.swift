// swift-format-ignore-file
// Follows the shape of anton-tutarinov/SocialAppPrototype, SocialAppPrototype/ViewController.swift:
// Swift 2, observers added in viewWillAppear with `Selector("…:")` strings and removed in
// viewWillDisappear, a constraint set to the keyboard's height through optional chaining, then
// an immediate layout pass.
import UIKit

class FeedViewController: UIViewController {
    @IBOutlet weak var feedTableView: UITableView!
    @IBOutlet weak var replyField: UITextField!
    @IBOutlet weak var keyboardSpacing: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: "dismissKeyboard:")
        self.view.addGestureRecognizer(tap)
    }

    override func viewWillAppear(animated: Bool) {
        super.viewWillAppear(animated)
        let center = NSNotificationCenter.defaultCenter()
        center.addObserver(self, selector: Selector("keyboardWillShow:"), name: UIKeyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: Selector("keyboardWillHide:"), name: UIKeyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(animated: Bool) {
        super.viewWillDisappear(animated)
        NSNotificationCenter.defaultCenter().removeObserver(self)
    }

    func keyboardWillShow(notification: NSNotification) {
        let boxed = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue
        if let endRect = boxed?.CGRectValue() {
            keyboardSpacing?.constant = CGRectGetHeight(endRect)
            view.layoutIfNeeded()
        }
    }

    func keyboardWillHide(notification: NSNotification) {
        self.keyboardSpacing?.constant = 0.0
        self.view.layoutIfNeeded()
    }

    func dismissKeyboard(recognizer: UITapGestureRecognizer) {
        self.view.endEditing(true)
    }
}
