/// The methods UIKit calls on a view controller by name: its life cycle, the text field and
/// text view delegate callbacks, and `touchesBegan`.
enum HandlerHook: String, CaseIterable, Sendable {
  case viewDidLoad, viewWillAppear, viewDidAppear, touchesBegan
  case textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldDidEndEditing
  case textFieldShouldReturn, textFieldDidChangeSelection
  case textViewShouldBeginEditing, textViewDidBeginEditing, textViewDidEndEditing
  case textViewShouldReturn, textViewDidChangeSelection

  /// Its place in `allCases`, for tables kept as arrays.
  var position: Int { Self.ordered.firstIndex(of: self) ?? 0 }

  /// `allCases` made once (it is built anew at each use).
  static let ordered = allCases

  /// What a delegate is told, whichever kind of field it is about.
  enum Delegate {
    case shouldBegin, didBegin, didEnd, shouldReturn, didChangeSelection
  }

  /// The text field's callback, or the text view's for a multi-line field.
  static func delegate(_ call: Delegate, multiline: Bool) -> HandlerHook {
    switch (call, multiline) {
    case (.shouldBegin, false): .textFieldShouldBeginEditing
    case (.didBegin, false): .textFieldDidBeginEditing
    case (.didEnd, false): .textFieldDidEndEditing
    case (.shouldReturn, false): .textFieldShouldReturn
    case (.didChangeSelection, false): .textFieldDidChangeSelection
    case (.shouldBegin, true): .textViewShouldBeginEditing
    case (.didBegin, true): .textViewDidBeginEditing
    case (.didEnd, true): .textViewDidEndEditing
    case (.shouldReturn, true): .textViewShouldReturn
    case (.didChangeSelection, true): .textViewDidChangeSelection
    }
  }
}
