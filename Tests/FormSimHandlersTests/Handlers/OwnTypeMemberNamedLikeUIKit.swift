// swift-format-ignore-file
// A helper of the file's own whose methods share names with UIKit's table-view members
// (`register`, `reloadData`): calling them is the helper's code, not table data to skip.
import UIKit

struct FieldHistory {
    var count = 0

    func register() -> Int {
        return count + 1
    }

    func reloadData() {
    }
}

class HistoryFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var history = FieldHistory()

    override func viewDidLoad() {
        super.viewDidLoad()
        history.reloadData()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = end.height + CGFloat(history.register())
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
