// swift-format-ignore-file
// A profile screen that is no text view's delegate: block observers of UIKit's text view
// notifications, registered for the "About you" view alone (Swift 4.0's names, the view as the
// object, the tokens kept), bring that view's top 8 points below the scroll view's top while it
// is edited and the form back to the top after; a field's own notification, registered for the
// last field alone, brings nothing.
import UIKit

class ProfileViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var aboutView: UITextView!
    @IBOutlet weak var websiteField: UITextField!
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: NSNotification.Name.UITextViewTextDidBeginEditing, object: aboutView, queue: .main) { [weak self] note in
            guard let self = self, let textView = note.object as? UITextView else { return }
            self.scrollView.setContentOffset(CGPoint(x: 0, y: textView.frame.minY - 8), animated: true)
        })
        tokens.append(center.addObserver(forName: .UITextViewTextDidEndEditing, object: aboutView, queue: .main) { [weak self] _ in
            self?.scrollView.setContentOffset(.zero, animated: true)
        })
        tokens.append(center.addObserver(forName: .UITextFieldTextDidBeginEditing, object: websiteField, queue: nil) { [weak self] _ in
            self?.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        })
    }

    deinit {
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
    }
}
