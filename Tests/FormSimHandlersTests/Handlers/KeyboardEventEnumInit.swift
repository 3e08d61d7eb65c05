// swift-format-ignore-file
// A keyboard watcher object whose nested enum sorts notifications by name in a failable init
// of its own, as small observer libraries write it; the screen's closure switches over the
// event and insets the form by the keyboard's height and a margin.
import UIKit

final class KeyboardWatcher {
    enum Event {
        case rising
        case falling

        init?(_ name: Notification.Name) {
            if name == UIResponder.keyboardWillShowNotification {
                self = .rising
            } else if name == UIResponder.keyboardWillHideNotification {
                self = .falling
            } else {
                return nil
            }
        }
    }

    var onChange: ((Event, CGFloat) -> Void)?

    init() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(received(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(received(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func received(_ note: Notification) {
        guard let event = Event(note.name) else { return }
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        onChange?(event, frame.height)
    }
}

final class AddressViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    private let watcher = KeyboardWatcher()

    override func viewDidLoad() {
        super.viewDidLoad()
        watcher.onChange = { [weak self] event, height in
            switch event {
            case .rising: self?.scrollView.contentInset.bottom = height + 8
            case .falling: self?.scrollView.contentInset.bottom = 0
            }
        }
    }
}
