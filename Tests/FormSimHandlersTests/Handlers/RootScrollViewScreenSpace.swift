// swift-format-ignore-file
// A screen whose storyboard makes the root view a scroll view (leha9321/FirebaseApp's
// LoginViewController casts `self.view as! UIScrollView`), converting the keyboard's frame from
// the screen's coordinate space into it (Piwigo/Piwigo-Mobile's
// SettingsViewController+Keyboard.swift): the overlap is the bottom inset.
import UIKit

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let window = view.window else { return }
        let scrollView = view as! UIScrollView
        let converted = window.screen.coordinateSpace.convert(frame, to: scrollView)
        let overlap = scrollView.bounds.intersection(converted).height
        scrollView.contentInset.bottom = overlap
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        (view as! UIScrollView).contentInset.bottom = 0
    }
}
