// swift-format-ignore-file
// The shape of settings screens that read a number the user typed (sebastienFrance/FindMeApp's
// DistanceConfigurationViewController.swift): when editing ends, the field's text becomes a
// Double through Swift's failable initialiser, and a value that is no number keeps the old one.
import UIKit

class RadiusSettingsViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet weak var scrollView: UIScrollView!
    var radius: Double = 0
    var steps = 0

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let typed = Double(textField.text ?? "") {
            radius = typed
        }
        steps = Int(textField.text ?? "") ?? -1
        scrollView.contentInset.bottom = CGFloat(radius) + CGFloat(Int8("300") ?? 2)
        if steps > 0 {
            scrollView.contentInset.bottom += CGFloat(steps)
        }
    }
}
