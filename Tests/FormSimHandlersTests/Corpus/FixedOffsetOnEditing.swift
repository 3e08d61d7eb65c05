// swift-format-ignore-file
// Follows the shape of zerogpm/xcode,
// SmallCode/Fix-UITextField-Problem/Fix-UITextField-Problem/ViewController.swift: no keyboard
// notification at all; the text field's delegate scrolls to a fixed offset when editing begins
// and back to the top when it ends, in Swift 2 spelling.
import UIKit

class PromoCodeViewController: UIViewController, UITextFieldDelegate {

    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var codeField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.backgroundColor = UIColor.brownColor()
        codeField.delegate = self
    }

    func textFieldShouldReturn(textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textFieldDidBeginEditing(textField: UITextField) {
        scrollView.setContentOffset(CGPointMake(0, 259), animated: true)
    }

    func textFieldDidEndEditing(textField: UITextField) {
        scrollView.setContentOffset(CGPointMake(0, 0), animated: true)
    }
}
