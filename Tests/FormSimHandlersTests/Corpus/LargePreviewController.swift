// swift-format-ignore-file
// Follows the shape of KVTaniguchi/TiperKeyboard2-master, TiperKeyboard2/PreviewViewController.swift:
// a large Swift 2 controller that builds its views in code (a scroll view, text fields and
// buttons as stored properties), keeps its data as arrays of dictionaries and objects of
// app-defined classes, and insets the scroll view on did-show.
import UIKit

class SizeBucket {
    var compactHeight: CGFloat = 44
}

class ShortcutPreviewViewController: UIViewController, UITextFieldDelegate, UIScrollViewDelegate {
    var scrollView = UIScrollView()
    var containerView = UIView()
    var rows = [[String: String]]()
    var pending = [String: String]()
    var count = 0, selectedItem = 0
    var lastContentOffset: CGFloat = 0.0
    var sharedDefaults = NSUserDefaults(suiteName: "group.shortcuts")
    let titleField = UITextField(), valueField = UITextField()
    let editButton = UIButton(), deleteButton = UIButton()
    let sizeBucket = SizeBucket()
    let defaultsKey = "shortcutRows"

    override func viewDidLoad() {
        super.viewDidLoad()
        NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(ShortcutPreviewViewController.keyboardShown(_:)), name: UIKeyboardDidShowNotification, object: nil)
        NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(ShortcutPreviewViewController.keyboardHidden(_:)), name: UIKeyboardWillHideNotification, object: nil)
        if let saved = sharedDefaults?.objectForKey(defaultsKey) as? [[String: String]] {
            rows = saved
        }
        count = rows.count
    }

    func keyboardShown(notification: NSNotification) {
        let info = notification.userInfo!
        let frame = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
        scrollView.contentInset = UIEdgeInsetsMake(0, 0, frame.size.height, 0)
        scrollView.scrollIndicatorInsets = scrollView.contentInset
    }

    func keyboardHidden(notification: NSNotification) {
        scrollView.contentInset = UIEdgeInsetsZero
        scrollView.scrollIndicatorInsets = UIEdgeInsetsZero
    }

    func scrollViewDidScroll(scrollView: UIScrollView) {
        lastContentOffset = scrollView.contentOffset.y
    }
}
