// swift-format-ignore-file
// The shape of ReactiveSwift input screens that observe the keyboard's signal with
// `observeResult` and a method (mikechan1234/DayRater's InputViewController.swift): the method
// is handed a `Result` and reads its value; will-hide goes to a method through `observeValues`.
import UIKit
import ReactiveSwift
import Result

final class EntryViewController: UIViewController {
    @IBOutlet weak var formBottom: NSLayoutConstraint!
    private var disposables = CompositeDisposable()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default.reactive
        disposables += center.notifications(forName: UIResponder.keyboardWillShowNotification).observeResult(keyboardShows)
        disposables += center.notifications(forName: UIResponder.keyboardWillHideNotification).observeValues(keyboardHides)
    }

    func keyboardShows(with result: Result<Notification, NoError>) {
        guard let frame = result.value?.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formBottom.constant = frame.height
    }

    func keyboardHides(_ notification: Notification) {
        formBottom.constant = 0
    }
}
