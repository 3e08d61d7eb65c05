// swift-format-ignore-file
// A notes editor that builds its scroll view in code, of the app's own class, which looks
// after the keyboard itself.
import UIKit

final class NotesEditorViewController: UIViewController {
    private let notesScroll: UIScrollView = {
        let scroll = KeyboardScrollView()
        scroll.alwaysBounceVertical = true
        return scroll
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(notesScroll)
    }
}
