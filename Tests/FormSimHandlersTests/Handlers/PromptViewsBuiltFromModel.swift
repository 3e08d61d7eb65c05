// swift-format-ignore-file
// A journal screen that builds one view per prompt of a model defined in another file, then
// walks the views it made by index before registering for the keyboard.
import UIKit

final class JournalEntryController: UIViewController {
    @IBOutlet private weak var entryScroll: UIScrollView!
    private var promptViews = [UIView]()

    override func viewDidLoad() {
        super.viewDidLoad()
        for prompt in JournalPrompts.all {
            let promptView = UIView()
            promptView.accessibilityLabel = prompt.title
            promptViews.append(promptView)
        }
        for index in 0...promptViews.count - 1 {
            promptViews[index].tag = index
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        entryScroll.contentInset.bottom = frame.height + 3
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        entryScroll.contentInset.bottom = 0
    }
}
