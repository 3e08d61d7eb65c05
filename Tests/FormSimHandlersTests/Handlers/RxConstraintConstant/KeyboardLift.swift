// swift-format-ignore-file
// The keyboard's height as one observable, made once at the top level of its own file: the
// end frame on show, an empty rectangle on hide (its type given by the closure's result type),
// merged from an array of the two.
import UIKit
import RxSwift
import RxCocoa

let keyboardShownFrame = NotificationCenter.default.rx
    .notification(UIResponder.keyboardWillShowNotification)
    .map { note -> CGRect in
        (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    }

let keyboardHiddenFrame = NotificationCenter.default.rx
    .notification(UIResponder.keyboardWillHideNotification)
    .map { _ -> CGRect in
        return .zero
    }

let keyboardLift: Observable<CGFloat> = Observable
    .from([keyboardShownFrame, keyboardHiddenFrame])
    .merge()
    .map { $0.height }
