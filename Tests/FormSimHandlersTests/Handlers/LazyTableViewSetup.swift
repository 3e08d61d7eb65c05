// swift-format-ignore-file
// The shape of settings and chat screens built in code (the PCOS tracker's password-reset
// screen is one): a lazy table view made and set up in its property's closure, which the
// screen's scroll view stands for, with insets of its own and keyboard code that adds to them.
import UIKit

final class ReminderListViewController: UIViewController {
    private lazy var tableView: UITableView = {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
        table.keyboardDismissMode = .interactive
        return table
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        tableView.contentInset.bottom = 12 + frame.height
    }
}
