// swift-format-ignore-file
// A screen built in code in the builder style: its scroll view is made, configured and
// attached through a library's chainable helpers, each handed a closure and giving the view
// back, and pinned above the keyboard layout guide with twelve points to spare. No keyboard
// notification is observed: the guide moves with the keyboard.
import UIKit

final class EventSignUpViewController: UIViewController {
    lazy var scroller = UIScrollView()
        .configure {
            $0.alwaysBounceVertical = true
            $0.keyboardDismissMode = .interactive
        }
        .whenAttached { [unowned self] scrollView in
            self.layoutForm(in: scrollView)
        }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scroller)
        scroller.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scroller.topAnchor.constraint(equalTo: view.topAnchor),
            scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroller.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12),
        ])
    }

    private func layoutForm(in scrollView: UIScrollView) { }
}
