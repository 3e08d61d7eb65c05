// swift-format-ignore-file
// Swift 2's block observers: addObserverForName(_:object:queue:usingBlock:), with the block
// trailing and with its label, as apps of 2015–2016 wrote them.
import UIKit

class FeedbackViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NSNotificationCenter.defaultCenter()
        center.addObserverForName(UIKeyboardWillShowNotification, object: nil, queue: NSOperationQueue.mainQueue()) { notification in
            let frame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
            self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height + 4, 0)
        }
        center.addObserverForName(UIKeyboardWillHideNotification, object: nil, queue: nil, usingBlock: { _ in
            self.scrollView.contentInset = UIEdgeInsetsZero
        })
    }
}
