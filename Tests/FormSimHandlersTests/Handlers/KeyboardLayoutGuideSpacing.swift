// swift-format-ignore-file
import UIKit

// The keyboard layout guide pinned from its own side with the system spacing, doubled, and
// activated through `isActive` (the shape of fuwamaki/function-confirm-ios'
// SampleKeyboardLayoutGuideViewController.swift, in this project's words). A second method pins
// the guide to a toolbar instead, which FormSim cannot move: it runs only when asked for.
final class NoteEditorViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var formatBar: UIToolbar!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.keyboardLayoutGuide.followsUndockedKeyboard = false
        view.keyboardLayoutGuide.topAnchor
            .constraint(equalToSystemSpacingBelow: scrollView.bottomAnchor, multiplier: 2)
            .isActive = true
    }

    func pinFormatBar() {
        formatBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
        view.keyboardLayoutGuide.topAnchor.constraint(equalTo: formatBar.bottomAnchor).isActive = true
    }
}
