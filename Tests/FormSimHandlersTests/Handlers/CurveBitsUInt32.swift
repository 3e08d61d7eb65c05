// swift-format-ignore-file
// A map screen's search panel that keeps its block observers' tokens, added in
// viewWillAppear and removed in viewWillDisappear, and turns the keyboard's curve into
// animation options from its `UInt32` value (the shape of Esri's maps-app-ios
// MapViewController, in this project's words).
import UIKit

class SearchPanelViewController: UIViewController {
    @IBOutlet weak var panelBottomConstraint: NSLayoutConstraint!
    private var keyboardObservers: [NSObjectProtocol] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        keyboardObservers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            self?.follow(note, showing: true)
        })
        keyboardObservers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
            self?.follow(note, showing: false)
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }
        keyboardObservers.removeAll()
    }

    private func follow(_ note: Notification, showing: Bool) {
        guard let info = note.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
              let rawCurve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uint32Value else { return }
        let options = UIView.AnimationOptions(rawValue: UInt(rawCurve << 16))
        panelBottomConstraint.constant = showing ? frame.height : 0
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            self.view.layoutIfNeeded()
        })
    }
}
