// swift-format-ignore-file
// Follows the shape of putorti/codepath-facebook's LoginViewController.swift: a Swift 2 login
// screen saves its form container's `frame.origin.y` in viewDidLoad, and on will-show moves the
// container and a logo image above it by a fixed offset through `frame.origin.y`; will-hide puts
// both back. The logo is an image view, which FormSim does not draw.
import UIKit

class SignInViewController: UIViewController {
    @IBOutlet weak var formContainer: UIView!
    @IBOutlet weak var logoImage: UIImageView!
    @IBOutlet weak var signInButton: UIButton!

    var savedY: CGFloat!
    var lift: CGFloat!

    override func viewDidLoad() {
        super.viewDidLoad()
        savedY = formContainer.frame.origin.y
        lift = -80
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillHide:", name: UIKeyboardWillHideNotification, object: nil)
    }

    @IBAction func onSignIn(sender: AnyObject) {
        signInButton.enabled = false
        view.endEditing(true)
    }

    func keyboardWillShow(notification: NSNotification!) {
        formContainer.frame.origin.y = savedY + lift
        logoImage.frame.origin.y = savedY + lift
    }

    func keyboardWillHide(notification: NSNotification!) {
        formContainer.frame.origin.y = savedY
        logoImage.frame.origin.y = savedY
    }
}
