// swift-format-ignore-file
// A keyboard handler that makes values of two types in the middle of its work: one the file
// declares (a small struct holding a margin), which runs, and one from another file of the app
// (a wrapper around the notification, with a logging method), which FormSim knows nothing of.
// The second is opaque: the handler calls it and carries on, as the app does on a device.
import UIKit

struct InsetPadding {
    var margin: CGFloat = 12

    func added(to height: CGFloat) -> CGFloat {
        return height + margin
    }
}

class PaddedFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShows(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardHides(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardShows(_ note: Notification) {
        let details = KeyboardDetails(note)
        details.record(event: "show")
        guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let padding = InsetPadding()
        scrollView.contentInset.bottom = padding.added(to: end.height)
    }

    @objc func keyboardHides(_ note: Notification) {
        let details = KeyboardDetails(note)
        details.record(event: "hide")
        scrollView.contentInset.bottom = 0
    }
}
