// swift-format-ignore-file
import UIKit

// A settings list whose table view is made in code: `tableView` is a property, and the data
// source methods share its base name. UIKit asks them for rows, which FormSim does not
// simulate, so nothing in them runs; the keyboard handler insets the table.
class SettingsListViewController: UIViewController, UITableViewDataSource {
    var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return SettingsStore.shared.rows(in: section).count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = SettingsStore.shared.title(at: indexPath)
        return cell
    }

    @objc func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        tableView.contentInset.bottom = frame.height
    }
}
