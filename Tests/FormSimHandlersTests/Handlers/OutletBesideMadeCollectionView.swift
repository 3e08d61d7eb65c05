// swift-format-ignore-file
// The shape of journaling screens of 2020 (mikechan1234/DayRater's
// RatingComposerViewController.swift): the storyboard's scroll view and its bottom constraint
// as outlets, a collection view of moods the code builds beside them, and observers that lift
// the scroll view's bottom by the part of it the keyboard covers.
import UIKit

class MoodEntryViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var scrollBottom: NSLayoutConstraint!
    var moodStrip: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        moodStrip = UICollectionView(frame: .zero, collectionViewLayout: layout)
        moodStrip.showsHorizontalScrollIndicator = false
        scrollView.keyboardDismissMode = .interactive
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        scrollBottom.constant = max(0, scrollView.frame.maxY - end.minY)
        view.layoutIfNeeded()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        scrollBottom.constant = 0
        view.layoutIfNeeded()
    }
}
