// swift-format-ignore-file
// A workout screen whose model the presenting screen hands in (`workout`, never made here):
// viewDidLoad passes it to a loader that stores what it is given back into the property and
// reads its date. The keyboard code insets the form by the keyboard and a margin.
import UIKit

final class WorkoutNotesViewController: UIViewController {
    @IBOutlet private weak var scrollView: UIScrollView!
    var workout: Workout!

    override func viewDidLoad() {
        super.viewDidLoad()
        load(workout: workout)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    private func load(workout: Workout) {
        self.workout = workout
        title = workout.startDate.description
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        scrollView.contentInset.bottom = frame.height + 12
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
    }
}
