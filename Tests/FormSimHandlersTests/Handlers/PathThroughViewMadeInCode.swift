// swift-format-ignore-file
// The shape of screens whose view is of the app's own class, made in code and declared in a
// file not given, whose scroll view the keyboard code keeps in a local and insets from block
// observers (ProtectMong/sonmong-frontend's QurationFirstVC.swift keeps its view's scroll view
// so for RxKeyboard's drivers).
import UIKit

final class SurveyViewController: UIViewController {
    let surveyView = SurveyFormView()

    override func loadView() {
        view = surveyView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let scroll = surveyView.formScrollView
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
            guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            scroll.contentInset.bottom = frame.height
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
            scroll.contentInset.bottom = 0
        }
    }
}
