// swift-format-ignore-file
// A screen that hands its scroll view to a shared helper through a class method, as older
// keyboard helpers were used (LiftHelper.swift).
import UIKit

class SettingsController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        LiftHelper.attach(scrollView)
    }
}
