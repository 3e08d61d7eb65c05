// swift-format-ignore-file
import UIKit

// A form screen of iOS 15 and later that leaves the keyboard to UIKit (the shape of
// fuwamaki/function-confirm-ios' SampleKeyboardLayoutGuideViewController.swift, in this
// project's words): the scroll view's bottom is pinned to the keyboard layout guide's top once,
// in viewDidLoad, and UIKit moves it with the keyboard. No observer, no notification.
final class ProfileFormViewController: UIViewController {
    @IBOutlet private weak var formScroll: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate([
            formScroll.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}
