// swift-format-ignore-file
// The shape of screens whose keyboard code works on a copy of the insets through helpers that
// take it `inout` (losgobbi/foodApp's view utilities pass a toolbar's height back this way):
// one a method of the screen, one a free function given a property of the screen.
import UIKit

func reserveAccessorySpace(_ space: inout CGFloat) {
    space = 44
}

final class OrderNotesViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    private var accessorySpace: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        reserveAccessorySpace(&accessorySpace)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    private func add(_ height: CGFloat, to insets: inout UIEdgeInsets) {
        insets.bottom += height + accessorySpace
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        var insets = scrollView.contentInset
        add(frame.height, to: &insets)
        scrollView.contentInset = insets
    }
}
