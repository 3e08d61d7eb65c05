// swift-format-ignore-file
// A keyboard helper of the file's own class, as apps keep one: the screen makes it in
// viewDidLoad and keeps a reference; the helper's init registers itself for the keyboard's
// notifications and holds the scroll view weakly. Both classes name a `scrollView`. The screen
// changes the helper after making it, through its reference, and calls a method of it.
import UIKit

final class KeyboardLift: NSObject {
    weak var scrollView: UIScrollView?
    var extra: CGFloat = 4

    var margin: CGFloat {
        return extra + 1
    }

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func nudge(by step: CGFloat) {
        extra += step
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView?.contentInset.bottom = frame.height + margin
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollView?.contentInset.bottom = 0
    }
}

class PaymentFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var lift: KeyboardLift?

    override func viewDidLoad() {
        super.viewDidLoad()
        lift = KeyboardLift(scrollView: scrollView)
        lift?.extra = 10
        lift?.nudge(by: 1)
    }
}
