// swift-format-ignore-file
// Follows the shape of Insteration/Kitten, Kitten/ViewController.swift: two block observers added
// in viewDidLoad with trailing closures, each setting the root view's origin to a fixed figure.
import UIKit

class KittenProfileViewController: UIViewController {

    @IBOutlet weak var nameField: UITextField!
    var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let showToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            self.view.frame.origin.y = -200
        }
        let hideToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { note in
            self.view.frame.origin.y = 0
        }
        tokens = [showToken, hideToken]
    }

    deinit {
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
    }
}
