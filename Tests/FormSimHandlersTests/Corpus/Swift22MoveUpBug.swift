// swift-format-ignore-file
// Follows the shape of LightningDev/KeyboardMoveupTutorial, KeyboardTutorial/ViewController.swift:
// Swift 2.2's `#selector(Class.method)` with NSNotificationCenter.defaultCenter(), a will-show that
// moves the root view up by the begin frame's height when it is at rest, and a will-hide written
// by copying will-show, so that it moves nothing back.
import UIKit

class TutorialViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(TutorialViewController.keyboardWillShow(_:)), name: UIKeyboardWillShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(TutorialViewController.keyboardWillHide(_:)), name: UIKeyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        guard let info = notification.userInfo,
            let startRect = (info[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.CGRectValue() else { return }
        let atRest = view.frame.origin.y == 0
        if atRest {
            view.frame.origin.y -= startRect.size.height
        }
    }

    func keyboardWillHide(notification: NSNotification) {
        guard let info = notification.userInfo,
            let startRect = (info[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.CGRectValue() else { return }
        let atRest = view.frame.origin.y == 0
        if atRest {
            view.frame.origin.y -= startRect.size.height
        }
    }
}
