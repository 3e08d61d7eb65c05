// swift-format-ignore-file
// The shape of screens built in code on a base controller whose keyboard code insets the
// scroll view a subclass's computed property returns (PavelLakhno/Povareshka's BaseController
// and RecipeRatingController): the subclass makes its form's `UIScrollView()` and, beside it,
// a collection view of photos from a helper, typed as one.
import UIKit

class FormBaseViewController: UIViewController {
    var formScrollView: UIScrollView? { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        formScrollView?.contentInset.bottom = frame.height
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        formScrollView?.contentInset.bottom = 0
    }
}

final class ReviewViewController: FormBaseViewController {
    private let reviewScrollView = UIScrollView()
    private let photosCollectionView: UICollectionView = makePhotosLayoutCollection()

    override var formScrollView: UIScrollView? { reviewScrollView }
}
