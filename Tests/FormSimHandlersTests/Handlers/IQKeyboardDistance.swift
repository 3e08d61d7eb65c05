// swift-format-ignore-file
// In the shape of igahupalo/cOlive-iOS's FormPopoverViewController.swift: the app leaves the
// keyboard to IQKeyboardManager, configured per field; the file's own code moves nothing.
import IQKeyboardManagerSwift
import UIKit

class FormPopoverViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!

    func textFieldDidBeginEditing(_ textField: UITextField) {
        IQKeyboardManager.shared.keyboardDistanceFromTextField = 30
    }
}
