// swift-format-ignore-file
// Objects of the file's own class made on every show and kept: 4,000 each time, the count
// written into the inset, until the handler has made more than FormSim lets it.
import UIKit

class RowMarker {
    var row = 0
}

class HistoryListController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    var markers: [RowMarker] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        for _ in 0..<4000 {
            markers.append(RowMarker())
        }
        scrollView.contentInset.bottom = CGFloat(markers.count)
    }
}
