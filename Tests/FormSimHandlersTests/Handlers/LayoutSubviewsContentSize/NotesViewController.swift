// swift-format-ignore-file
// The controller of the notes form: its view is the form's view class, made in loadView.
import UIKit

final class NotesViewController: UIViewController {
    override func loadView() {
        view = NotesFormView()
    }
}
