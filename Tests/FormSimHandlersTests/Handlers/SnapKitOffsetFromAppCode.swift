// swift-format-ignore-file
// A SnapKit bottom offset taken from the app's own settings object, which FormSim does not run:
// the figure is unknown where it is written.
import UIKit
import SnapKit

class SearchFormViewController: UIViewController {
    @IBOutlet var resultsScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillAppear(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillAppear(_ notification: Notification) {
        let height = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
        resultsScroll.snp.updateConstraints { make in
            make.bottom.equalToSuperview().offset(-height - AppTheme.shared.keyboardSpacing)
        }
    }
}
