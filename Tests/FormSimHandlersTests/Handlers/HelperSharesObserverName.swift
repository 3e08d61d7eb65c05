// swift-format-ignore-file
// A screen and a small object of the file's own class both observe the keyboard with a method
// of one name, `keyboardWillShow(_:)`, each registering itself: the object (made as the
// screen's property's initial value) counts the shows, and the screen adds the count to its
// inset. Each selector reaches its own class's method.
import UIKit

class ShowCounter {
    var shows = 0

    init() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        shows += 1
    }
}

class AddressFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    let counter = ShowCounter()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + CGFloat(counter.shows)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
