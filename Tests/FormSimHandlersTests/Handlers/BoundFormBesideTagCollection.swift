// swift-format-ignore-file
// A form beside a collection view of tags, in the shape of upload and post screens: both are
// outlets, the tags' collection view padded at its sides in viewDidLoad, and the keyboard code
// insets the form's scroll view.
import UIKit

class NewPostViewController: UIViewController {
    @IBOutlet weak var formScroll: UIScrollView!
    @IBOutlet var tagsCollection: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        tagsCollection.collectionViewLayout = layout
        tagsCollection.contentInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formScroll.contentInset.bottom = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        formScroll.contentInset.bottom = 0
    }
}
