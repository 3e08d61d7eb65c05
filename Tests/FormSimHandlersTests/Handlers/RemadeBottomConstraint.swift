// swift-format-ignore-file
// The shape of screens built in code that answer the keyboard by throwing the scroll view's
// bottom constraint away and making a new one to the safe area with the keyboard's height
// (astlok/TraveLite's travel form does it): the old one deactivated, the new one kept in the
// same property and activated, then a layout pass; on hide the same with no constant, through
// NSLayoutConstraint's class methods.
import UIKit

final class TripEditorViewController: UIViewController {
    let scrollView = UIScrollView()
    private var scrollBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollBottom = scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        scrollBottom?.isActive = true
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillAppear), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillDisappear), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillAppear(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollBottom?.isActive = false
        scrollBottom = scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -frame.height)
        scrollBottom?.isActive = true
        view.layoutIfNeeded()
    }

    @objc private func keyboardWillDisappear(_ note: Notification) {
        if let old = scrollBottom { NSLayoutConstraint.deactivate([old]) }
        let rest = scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([rest])
        scrollBottom = rest
        view.layoutIfNeeded()
    }
}
