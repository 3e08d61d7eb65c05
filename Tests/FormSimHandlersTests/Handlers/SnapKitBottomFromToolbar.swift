// swift-format-ignore-file
// A screen laid out with SnapKit in code, in the shape of many apps' composers: the form's scroll
// view ends 44 points above the safe area's bottom for a toolbar, and a will-change-frame
// observer updates that bottom constraint by how far the keyboard covers the root view.
import UIKit
import SnapKit

final class ExpenseFormViewController: UIViewController {
    private let formScroll = UIScrollView()
    private let toolbarHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(formScroll)
        formScroll.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-toolbarHeight)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardFrameWillChange(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let covered = max(0, view.bounds.height - end.minY)
        formScroll.snp.updateConstraints { make in
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-toolbarHeight - covered)
        }
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
