// swift-format-ignore-file
// A recipe search screen whose views are made by a method in another file of the app: its
// search bar and results table are implicitly unwrapped properties that code sets.
import UIKit

final class RecipeSearchViewController: UIViewController {
    var searchBar: UISearchBar!
    var resultsTable: UITableView!
    private var recipes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        makeViews()
        observeKeyboard()
        searchBar.placeholder = "Search recipes"
        searchBar.becomeFirstResponder()
    }

    private func observeKeyboard() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        resultsTable.contentInset.bottom = end.cgRectValue.height
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        resultsTable.contentInset.bottom = 0
    }
}
