// swift-format-ignore-file
// Follows the shape of a modern screen made in code with its view model handed to its own
// initialiser (PoochyDiary's DiaryEntryViewController): `init?(coder:)` is unavailable and gives
// nil, the initialiser stores the model and registers the keyboard observers, and a frame change
// insets the form's scroll view by the keyboard's overlap with the view.
import Combine
import UIKit

final class NoteEditorController: UIViewController {
    let model: NoteEditorModel
    var formScroll: UIScrollView!
    private var cancellables = Set<AnyCancellable>()

    init(model: NoteEditorModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        model.$draft
            .receive(on: DispatchQueue.main)
            .sink { [weak self] draft in
                guard let self else { return }
                self.render(draft)
            }
            .store(in: &cancellables)
    }

    private func render(_ draft: NoteDraft) {
        model.wordCount = draft.text.count
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = view.bounds.intersection(view.convert(frame, from: nil)).height
        formScroll.contentInset.bottom = overlap
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        formScroll.contentInset.bottom = 0
    }
}
