// swift-format-ignore-file
import UIKit

// A keyboard helper that a screen makes and keeps (the pattern of philsch91/mad-fixed-exercise's
// KeyboardAdjustment.swift, in this project's words): the file has no view controller, and the
// helper's initialiser is handed the table view it moves, remembers its insets and registers
// itself for the keyboard's notifications. It runs as the screen's handler, and its initialiser
// is handed the screen's scroll view.
final class InsetKeeper: NSObject {
    private weak var table: UITableView?
    private let restingInset: UIEdgeInsets
    private let breathingRoom: CGFloat = 12

    init(table: UITableView, theme: Theme) {
        self.table = table
        restingInset = table.contentInset
        super.init()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardShows(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardHides(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardShows(_ note: Notification) {
        guard let table = table,
              let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        var inset = restingInset
        inset.bottom = end.height + breathingRoom
        table.contentInset = inset
        table.scrollIndicatorInsets = inset
    }

    @objc private func keyboardHides(_ note: Notification) {
        table?.contentInset = restingInset
        table?.scrollIndicatorInsets = restingInset
    }
}
