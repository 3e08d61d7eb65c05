// swift-format-ignore-file
// Follows the shape of CaliforniaPrototype's AddLocationViewController.swift: a Swift 3 screen
// in a tab bar controller converts the keyboard's end frame into its view, sets a table's bottom
// constraint to the keyboard's height less the tab bar's, and animates the layout with the
// notification's duration. Where the app force-unwraps the optional chain, this one defaults it
// to 0, as many such screens do, so that it runs outside a tab bar controller too. Will-hide
// sets the constant back to 0. The rest (a search, a table of places) is the app's own.
import UIKit

class PlaceSearchViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var tableViewBottomConstraint: NSLayoutConstraint!

    var places: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: NSNotification.Name.UIKeyboardWillHide, object: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return places.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "place")
        cell.textLabel?.text = places[indexPath.row]
        return cell
    }

    func keyboardWillShow(_ notification: NSNotification) {
        let info = notification.userInfo!
        var keyboardFrame: CGRect = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        keyboardFrame = self.view.convert(keyboardFrame, from: nil)
        let duration = info[UIKeyboardAnimationDurationUserInfoKey] as! TimeInterval
        let tabBarHeight = self.tabBarController?.tabBar.frame.size.height ?? 0
        self.tableViewBottomConstraint.constant = keyboardFrame.height - tabBarHeight
        UIView.animate(withDuration: duration, animations: {
            self.view.layoutIfNeeded()
        }) { finished in
        }
    }

    func keyboardWillHide(_ notification: NSNotification) {
        self.tableViewBottomConstraint.constant = 0
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
