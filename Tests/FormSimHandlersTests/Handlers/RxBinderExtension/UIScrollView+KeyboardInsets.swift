// swift-format-ignore-file
// RxCocoa's way to give a view a sink of its own: a binder on `Reactive`, which sets the
// scroll view's insets from each keyboard notification it is handed, a margin above the
// keyboard when it shows and none when it hides.
import UIKit
import RxSwift
import RxCocoa

extension Reactive where Base: UIScrollView {
    var keyboardInsets: Binder<Notification> {
        return Binder(base) { scrollView, notification in
            var insets = UIEdgeInsets.zero
            if notification.name == UIResponder.keyboardWillShowNotification,
               let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                insets.bottom = frame.height + 9
            }
            scrollView.contentInset = insets
            scrollView.scrollIndicatorInsets = insets
        }
    }
}
