// swift-format-ignore-file
// Swift 2, in the shape of its older table screens (losgobbi/foodApp's car list is one): a helper
// that hands a height back through a parameter written `inout h: CGFloat`, the spelling Swift 3
// moved to `h: inout CGFloat`, with Swift 2's string selector and first-argument label.
import UIKit

func accessoryHeight(inout h: CGFloat) {
    h = 44
}

class PantryListController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    private var accessory: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        accessoryHeight(&accessory)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWasShown:", name: UIKeyboardDidShowNotification, object: nil)
    }

    func keyboardWasShown(notification: NSNotification) {
        self.tableView.contentInset = UIEdgeInsetsMake(0.0, 0.0, 216 + accessory, 0.0)
    }
}
