/// What a strategy does when return is pressed in a single-line field.
public enum ReturnAction: Sendable, Hashable {
  /// `resignFirstResponder`: the keyboard goes away.
  case resign
  /// Keep editing.
  case keep
  /// Move on to the next field below, as a "Next" return key does (the last field resigns).
  case focusNext
  /// Make field `index` (0-based) the first responder: `becomeFirstResponder` on another field.
  case focus(Int)
}

/// A keyboard-avoidance strategy: the code a view controller runs in answer to UIKit.
///
/// A strategy reacts only to the hooks UIKit gives a view controller — text field delegate calls
/// and keyboard notifications — and only through the world's model API, exactly as its source
/// article's code would. It never peeks at the renderer, the script or presentation values.
/// Every hook has a do-nothing default, as an unimplemented delegate method does.
public protocol KeyboardAvoidanceStrategy: Sendable {
  /// The name, source and one-line summary shown in the CLI, JSON and screenshots.
  static var info: StrategyInfo { get }
  /// Whether the strategy implements `keyboardDidMove` (a display link costs a frame-by-frame
  /// call; strategies without one are not asked).
  static var followsKeyboardFrames: Bool { get }
  /// What the strategy's code sets on the views as the screen loads, before any event (a
  /// library's keyboard toolbar); nothing by default.
  var viewSetup: ViewSetup { get }
  /// The strategy with every class instance it holds replaced by this thread's copy of it
  /// (made once per thread in `copies`), for a copy of its simulator that runs on another thread
  /// (`check`'s workers): two cores that retain and release one object take turns owning the
  /// cache line of its reference count, on every hook. A strategy of plain values shares
  /// nothing that matters and returns itself (the default).
  func unshared(copies: ThreadCopies) -> Self

  /// `viewDidLoad`, `viewWillAppear` and `viewDidAppear`, once, before anything else: where a
  /// view controller registers its observers.
  mutating func viewDidLoad(in world: inout World)
  /// `touchesBegan` on the root view, a tap outside the fields: whether the first responder
  /// resigns (`view.endEditing(true)`, which every strategy here does).
  mutating func tappedOutside(in world: inout World) -> Bool
  /// `textFieldShouldBeginEditing`: `false` refuses the focus.
  mutating func shouldBeginEditing(field: Int, in world: inout World) -> Bool
  /// `textFieldDidBeginEditing`: the field is now first responder.
  mutating func didBeginEditing(field: Int, in world: inout World)
  /// `textFieldShouldEndEditing`, asked before the field resigns (for a dismiss, or another
  /// field taking focus): `false` keeps it first responder. Nil when the delegate does not
  /// implement it: UIKit then asks nothing, and nothing is logged.
  mutating func shouldEndEditing(field: Int, in world: inout World) -> Bool?
  /// `textFieldDidEndEditing`: the field gave up first responder.
  mutating func didEndEditing(field: Int, in world: inout World)
  /// `textFieldShouldReturn`.
  mutating func shouldReturn(field: Int, in world: inout World) -> ReturnAction
  mutating func keyboardWillShow(_ notification: KeyboardNotification, in world: inout World)
  mutating func keyboardDidShow(_ notification: KeyboardNotification, in world: inout World)
  mutating func keyboardWillHide(_ notification: KeyboardNotification, in world: inout World)
  mutating func keyboardDidHide(_ notification: KeyboardNotification, in world: inout World)
  /// Once per rendered frame while the keyboard slides, with its on-screen frame in window
  /// coordinates: what a `CADisplayLink` following the keyboard's layer sees (React Native
  /// Keyboard Controller's `onMove`, Flutter's per-frame `viewInsets`). A jump (a size change
  /// reported with duration 0) is not a slide and calls nothing.
  mutating func keyboardDidMove(_ frame: Rect, in world: inout World)
  /// A delayed block the strategy scheduled with `World.schedule(after:id:)` has come due
  /// (`dispatch_after`, a post-frame callback). Ids are 0 or more: negative ones are UIKit's.
  mutating func timerFired(_ id: Int, in world: inout World)
  /// `UIKeyboardWillChangeFrameNotification`: the one notification that also reports a keyboard
  /// that undocks, floats or changes height, which is why libraries listen to it.
  mutating func keyboardWillChangeFrame(
    _ notification: KeyboardNotification, in world: inout World)
  mutating func keyboardDidChangeFrame(_ notification: KeyboardNotification, in world: inout World)
  /// `textViewDidChangeSelection` (`textFieldDidChangeSelection` from iOS 13): the caret moved
  /// in the first responder — typing, deleting, a new line, the arrow keys.
  mutating func didChangeSelection(field: Int, in world: inout World)
}

extension KeyboardAvoidanceStrategy {
  public func unshared(copies: ThreadCopies) -> Self { self }
  public var info: StrategyInfo { Self.info }
  public static var followsKeyboardFrames: Bool { false }
  public mutating func viewDidLoad(in world: inout World) {}
  public mutating func tappedOutside(in world: inout World) -> Bool { true }
  public var viewSetup: ViewSetup { ViewSetup() }
  public mutating func shouldBeginEditing(field: Int, in world: inout World) -> Bool { true }
  public mutating func didBeginEditing(field: Int, in world: inout World) {}
  public mutating func shouldEndEditing(field: Int, in world: inout World) -> Bool? { nil }
  public mutating func didEndEditing(field: Int, in world: inout World) {}
  public mutating func shouldReturn(field: Int, in world: inout World) -> ReturnAction { .resign }
  public mutating func keyboardWillShow(_ notification: KeyboardNotification, in world: inout World)
  {}
  public mutating func keyboardDidShow(_ notification: KeyboardNotification, in world: inout World)
  {}
  public mutating func keyboardWillHide(_ notification: KeyboardNotification, in world: inout World)
  {}
  public mutating func keyboardDidHide(_ notification: KeyboardNotification, in world: inout World)
  {}
  public mutating func keyboardDidMove(_ frame: Rect, in world: inout World) {}
  public mutating func timerFired(_ id: Int, in world: inout World) {}
  public mutating func keyboardWillChangeFrame(
    _ notification: KeyboardNotification, in world: inout World
  ) {}
  public mutating func keyboardDidChangeFrame(
    _ notification: KeyboardNotification, in world: inout World
  ) {}
  public mutating func didChangeSelection(field: Int, in world: inout World) {}
}
