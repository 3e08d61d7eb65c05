// swift-format-ignore-file
// A settings screen made as a UITableViewController, in the shape of CI clients' add-account
// screens: the file declares the table's data source methods, all named `tableView(…)`, and
// uses the controller's own `tableView` without declaring it; the top inset comes from a
// delegate of another file's protocol, defaulted with `??`.
import UIKit

class ServerSettingsController: UITableViewController {
    weak var host: ServerSettingsHost?
    private let rows = ["Name", "URL", "User", "Token"]

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            self?.tableView.contentInset = UIEdgeInsets(top: self?.host?.headerHeight() ?? 0, left: 0, bottom: frame.height, right: 0)
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            self?.tableView.contentInset.bottom = 0
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return "Server"
    }
}
