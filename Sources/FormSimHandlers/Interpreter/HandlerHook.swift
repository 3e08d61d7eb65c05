/// The methods UIKit calls on a view controller by name: its life cycle, the text field and
/// text view delegate callbacks, and `touchesBegan`.
enum HandlerHook: String, CaseIterable, Sendable {
  /// Sent before `viewDidLoad` to make the view, where a screen built in code puts its own
  /// view class's object (`view = SignUpView()`).
  case loadView
  case viewDidLoad, viewWillAppear, viewDidAppear, touchesBegan
  /// The first layout of the view, between `viewWillAppear` and `viewDidAppear` (observers are
  /// registered there too, once, behind a flag of the app's).
  case viewWillLayoutSubviews, viewDidLayoutSubviews
  /// Sent to a controller a storyboard or nib makes, after its initialiser and before its view
  /// loads (observers are registered there too).
  case awakeFromNib
  case textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldDidEndEditing
  case textFieldShouldReturn, textFieldDidChangeSelection
  case textViewShouldBeginEditing, textViewDidBeginEditing, textViewDidEndEditing
  case textViewShouldReturn, textViewDidChangeSelection
  /// Asked before the field resigns; UIKit asks only a delegate that implements it.
  case textFieldShouldEndEditing, textViewShouldEndEditing
  /// Sent to a view of the files' view class as it is added to its superview and to the
  /// window (a scroll view class registering its observers there): to a view only.
  case didMoveToSuperview, didMoveToWindow
  /// The first layout of a view of the files' view class (the screen's view `loadView` makes,
  /// which sets its scroll view's content size there), between the controller's
  /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`: to a view only.
  case layoutSubviews

  /// Its index in tables kept as arrays (`CompiledHandler.method(for:)`), one per hook from 0:
  /// a switch, where searching `allCases` made that array at each call.
  var position: Int {
    switch self {
    case .viewDidLoad: 0
    case .viewWillAppear: 1
    case .viewDidAppear: 2
    case .touchesBegan: 3
    case .textFieldShouldBeginEditing: 4
    case .textFieldDidBeginEditing: 5
    case .textFieldDidEndEditing: 6
    case .textFieldShouldReturn: 7
    case .textFieldDidChangeSelection: 8
    case .textViewShouldBeginEditing: 9
    case .textViewDidBeginEditing: 10
    case .textViewDidEndEditing: 11
    case .textViewShouldReturn: 12
    case .textViewDidChangeSelection: 13
    case .viewWillLayoutSubviews: 14
    case .viewDidLayoutSubviews: 15
    case .awakeFromNib: 16
    case .textFieldShouldEndEditing: 17
    case .textViewShouldEndEditing: 18
    case .loadView: 19
    case .didMoveToSuperview: 20
    case .didMoveToWindow: 21
    case .layoutSubviews: 22
    }
  }

  /// What a delegate is told, whichever kind of field it is about.
  enum Delegate {
    case shouldBegin, shouldEnd, didBegin, didEnd, shouldReturn, didChangeSelection
  }

  /// The text field's callback, or the text view's for a multi-line field.
  static func delegate(_ call: Delegate, multiline: Bool) -> HandlerHook {
    switch (call, multiline) {
    case (.shouldBegin, false): .textFieldShouldBeginEditing
    case (.shouldEnd, false): .textFieldShouldEndEditing
    case (.didBegin, false): .textFieldDidBeginEditing
    case (.didEnd, false): .textFieldDidEndEditing
    case (.shouldReturn, false): .textFieldShouldReturn
    case (.didChangeSelection, false): .textFieldDidChangeSelection
    case (.shouldBegin, true): .textViewShouldBeginEditing
    case (.shouldEnd, true): .textViewShouldEndEditing
    case (.didBegin, true): .textViewDidBeginEditing
    case (.didEnd, true): .textViewDidEndEditing
    case (.shouldReturn, true): .textViewShouldReturn
    case (.didChangeSelection, true): .textViewDidChangeSelection
    }
  }
}

extension HandlerHook {
  /// The hook UIKit sends a method of the file as, if any: the one of its name, unless the
  /// file is Swift 3 or later and the method labels a first argument UIKit's signature leaves
  /// unlabelled (`textFieldDidBeginEditing(textField:)` is the selector
  /// `textFieldDidBeginEditingWithTextField:`, which no delegate call reaches).
  static func sent(as method: HandlerProgram.Method, spellsSwift3: Bool) -> HandlerHook? {
    guard let hook = HandlerHook(rawValue: method.name) else { return nil }
    if spellsSwift3, hook.takesUnlabelledFirstArgument, method.parameters.first?.label != nil {
      return nil
    }
    return hook
  }

  /// Whether UIKit's Swift signature has a first argument, unlabelled (the delegate's
  /// `textField`, `touchesBegan`'s touches); the life cycle's take none, or only as overrides.
  var takesUnlabelledFirstArgument: Bool {
    switch self {
    case .loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillLayoutSubviews,
      .viewDidLayoutSubviews, .awakeFromNib, .didMoveToSuperview, .didMoveToWindow,
      .layoutSubviews:
      false
    default: true
    }
  }
}
