// swift-format-ignore-file
// A screen that keeps a helper of its app's own (ConstraintFollower.swift), hands it the bottom
// constraint through a method whose other parameter has a default value (another method of the
// same base name takes a view), and gives it the root view, which the helper also calls `view`.
import UIKit

class ReviewFormController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var bottomSpace: NSLayoutConstraint!
    let follower = ConstraintFollower()

    override func viewDidLoad() {
        super.viewDidLoad()
        follower.follow(bottomSpace)
        follower.view = self.view
    }
}
