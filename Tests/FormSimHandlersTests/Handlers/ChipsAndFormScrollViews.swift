// swift-format-ignore-file
// A screen with two outlets that are scroll views, a collection view of chips and the form's
// scroll view; the keyboard code insets only the form's.
import UIKit

class FilterFormViewController: UIViewController, UICollectionViewDataSource {
    @IBOutlet weak var chipsCollectionView: UICollectionView!
    @IBOutlet weak var formScrollView: UIScrollView!
    private var chips: [String] = ["All", "Open", "Closed"]

    override func viewDidLoad() {
        super.viewDidLoad()
        chipsCollectionView.dataSource = self
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        chips.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let size = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.size else { return }
        formScrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: size.height + 10, right: 0)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        formScrollView.contentInset = .zero
    }
}
