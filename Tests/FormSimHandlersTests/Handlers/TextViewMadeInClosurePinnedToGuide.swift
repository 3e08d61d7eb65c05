// swift-format-ignore-file
// The shape of diary screens of 2023 (yagom-academy/ios-diary's DiaryDetailViewController.swift):
// the text view is made in a stored property's closure, and its bottom is pinned to the
// keyboard layout guide's top, which is all the keyboard code there is.
import UIKit

final class JournalEntryViewController: UIViewController {
    private let entryTextView: UITextView = {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.translatesAutoresizingMaskIntoConstraints = false
        return textView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(entryTextView)
        NSLayoutConstraint.activate([
            entryTextView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            entryTextView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            entryTextView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            entryTextView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        ])
    }
}
