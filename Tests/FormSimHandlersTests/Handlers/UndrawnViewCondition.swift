// swift-format-ignore-file
import UIKit

// Follows the shape of a Swift 1 photo-posting screen (britkoala/pilot_this'
// NewViewController.swift): the content is moved up only when the picked photo's bottom is
// below what the keyboard leaves visible, a photo FormSim does not draw.
class PhotoPostController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var photoView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
    }

    @objc func keyboardDidShow(_ notification: Notification) {
        let size = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.size
        let visible = view.frame.height - size.height
        let photoBottom = photoView.frame.origin.y + photoView.frame.height
        scrollView.contentInset.bottom = size.height
        if visible < photoBottom {
            scrollView.contentInset.bottom = size.height + 40
        }
    }
}
