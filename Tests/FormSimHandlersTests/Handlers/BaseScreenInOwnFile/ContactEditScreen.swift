// swift-format-ignore-file
// The screen: a subclass of the base in the other file, which gives it its scroll view and
// adds a margin of its own when the keyboard is up.
import UIKit

final class ContactEditScreen: BaseFormScreen {
    @IBOutlet private weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        formScrollView = scrollView
    }

    override func keyboardMoved(by height: CGFloat) {
        scrollView.contentInset.bottom = height > 0 ? height + 11 : 0
    }
}
