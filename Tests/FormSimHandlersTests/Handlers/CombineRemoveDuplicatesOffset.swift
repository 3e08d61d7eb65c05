// swift-format-ignore-file
// Combine, in the shape of screens that listen to both will-show and will-change-frame and drop
// the second of two equal heights with removeDuplicates: the offset is pushed up by the height
// once per change, as the code adds it to what it is.
import UIKit
import Combine

class DeliveryNotesViewController: UIViewController {
    @IBOutlet weak var notesScroll: UIScrollView!
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
            .merge(with: center.publisher(for: UIResponder.keyboardWillShowNotification))
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.minY }
            .map { max(0, UIScreen.main.bounds.height - $0) }
            .removeDuplicates()
            .sink { [weak self] height in
                self?.notesScroll.contentOffset.y += height
            }
            .store(in: &subscriptions)
    }
}
