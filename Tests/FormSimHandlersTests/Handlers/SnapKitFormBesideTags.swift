// swift-format-ignore-file
// The shape of note editors built in code with SnapKit beside a collection view of tags
// (sivkaburka47/MyWave's AddNoteViewController.swift): the tags are laid out at once and their
// width read, which moves nothing; the keyboard updates the scroll view's bottom constraint,
// which tells the form's scroll view from the tags'.
import UIKit
import SnapKit

final class NoteEditorViewController: UIViewController {
    private let scrollView = UIScrollView()
    private var tagsView: UICollectionView!
    private var tagsHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        tagsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        tagsView.layoutIfNeeded()
        tagsHeight = self.tagsView.frame.width / 4
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.snp.updateConstraints { $0.bottom.equalTo(view).offset(-frame.height) }
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }

    @objc private func keyboardWillHide() {
        scrollView.snp.updateConstraints { $0.bottom.equalTo(view) }
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
