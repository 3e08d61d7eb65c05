// swift-format-ignore-file
// A base form controller of a library, made in code with its own initialiser whose parameters
// all have defaults; subclasses are made as `ProfileFormController()`.
import UIKit

enum FieldPlacement {
    case top, centred
}

open class ProfileFormController: UIViewController {
    @IBOutlet var scrollView: UIScrollView!
    private let placement: FieldPlacement
    private let spacing: CGFloat

    public init(placement: FieldPlacement = .top, spacing: CGFloat = 9) {
        self.placement = placement
        self.spacing = spacing
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShows(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc private func keyboardShows(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        var bottom = frame.height + spacing
        if placement == .centred {
            bottom += 40
        }
        scrollView.contentInset.bottom = bottom
    }
}
