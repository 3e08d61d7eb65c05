// swift-format-ignore-file
// In the shape of Automattic/simplenote-ios's KeyboardObservable.swift: the centre is a
// parameter whose default is `.default`, and a local typed NotificationCenter is `.default` too.
import UIKit

class NoteEditorViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        addKeyboardObservers()
        let center: NotificationCenter = .default
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            self?.scrollView.contentInset.bottom = 0
        })
    }

    func addKeyboardObservers(to notificationCenter: NotificationCenter = .default) {
        tokens.append(notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self?.scrollView.contentInset.bottom = frame.height + 25
        })
    }
}
