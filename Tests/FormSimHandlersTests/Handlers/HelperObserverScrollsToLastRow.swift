// swift-format-ignore-file
// A form helper object, as small libraries ship them: the screen hands it the scroll view and
// the stack of rows, and sets its `focused` field as editing begins. The property's didSet
// scrolls so that the stack's last row sits 300 points below the top, whatever field is
// focused; the keyboard itself is left to UIKit.
import UIKit

final class RowRevealer {
    var focused: UITextField? {
        didSet {
            guard let focused = focused else { return }
            reveal(from: focused)
        }
    }
    private let scrollView: UIScrollView
    private let rows: UIView

    init(scrollView: UIScrollView, rows: UIView) {
        self.scrollView = scrollView
        self.rows = rows
    }

    private func reveal(from field: UITextField) {
        guard let last = rows.subviews.last else { return }
        scrollView.setContentOffset(CGPoint(x: 0, y: last.frame.maxY - 300), animated: false)
    }
}

final class PassengerViewController: UIViewController, UITextFieldDelegate {
    @IBOutlet private weak var scrollView: UIScrollView!
    @IBOutlet private weak var rowStack: UIStackView!
    private var revealer: RowRevealer?

    override func viewDidLoad() {
        super.viewDidLoad()
        revealer = RowRevealer(scrollView: scrollView, rows: rowStack)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        revealer?.focused = textField
    }
}
