// swift-format-ignore-file
// The shape of onboarding screens of 2022 (dev-Pau/Evidens's DisciplineViewController.swift): one
// will-change-frame observer intersects the keyboard's end frame with the view's bounds and
// insets the list by how far that overlap reaches up from the view's bottom; the hide frame
// only touches the bottom edge.
import UIKit

final class SpecialtyPickerViewController: UIViewController {
    @IBOutlet var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(notification:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardFrameWillChange(notification: NSNotification) {
        guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let inView = view.convert(keyboardValue.cgRectValue, from: view.window)
        let overlap = view.bounds.intersection(inView)
        let covered = view.bounds.maxY - overlap.minY
        collectionView.contentInset.bottom = covered
        collectionView.verticalScrollIndicatorInsets.bottom = covered
    }
}
