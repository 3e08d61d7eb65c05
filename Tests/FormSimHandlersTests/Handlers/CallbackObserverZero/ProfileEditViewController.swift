// swift-format-ignore-file
// The screen: it keeps the watcher, whose closures inset its form.
import UIKit

class ProfileEditViewController: UIViewController {
    @IBOutlet weak var formScroll: UIScrollView!
    private var watcher: KeyboardWatcher?

    override func viewDidLoad() {
        super.viewDidLoad()
        let apply: (CGRect) -> Void = { [weak self] frame in
            self?.formScroll.contentInset.bottom = frame.height > 0 ? frame.height + 12 : 0
        }
        watcher = KeyboardWatcher(onShow: apply, onHide: apply)
    }
}
