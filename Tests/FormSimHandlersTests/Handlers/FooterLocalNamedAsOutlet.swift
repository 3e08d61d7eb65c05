// swift-format-ignore-file
// The shape of table-view forms that size a footer from the nib in viewDidLayoutSubviews
// (sermecoopltda/APP_iOS's RefundProfileEditViewController.swift): the footer outlet is handed
// to the table once, then read back from the table into a local spelled as the outlet, whose
// frame the layout pass writes. That local holds the table's footer, a view FormSim does not
// draw, so its frame is no use of the outlet that needs a --bind.
import UIKit

class CheckoutFormViewController: UIViewController {
    @IBOutlet var tableView: UITableView!
    @IBOutlet var footerView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableFooterView = footerView
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let footerView = tableView.tableFooterView else { return }
        let fitting = footerView.systemLayoutSizeFitting(view.bounds.size)
        if footerView.frame.height != fitting.height {
            footerView.frame.size.height = fitting.height
            tableView.tableFooterView = footerView
        }
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        tableView.contentInset.bottom = frame.height
        tableView.scrollIndicatorInsets.bottom = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        tableView.contentInset.bottom = 0
        tableView.scrollIndicatorInsets.bottom = 0
    }
}
