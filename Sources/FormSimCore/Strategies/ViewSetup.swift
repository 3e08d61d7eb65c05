/// What a strategy's code sets on the views before any event reaches it: the properties a
/// library configures as the screen loads, which change what UIKit then reports.
///
/// The simulator applies it to the world once, as the strategy is made, so its effects are part
/// of UIKit's own figures from the first notification on (a toolbar's height is in the keyboard's
/// frames, as any input accessory's is).
public struct ViewSetup: Sendable, Hashable {
  /// The input accessory the strategy puts on every field that has none of its own
  /// (IQKeyboardManager's toolbar); `.none` adds nothing.
  public var inputAccessory: InputAccessory
  /// The scroll view's `contentInsetAdjustmentBehavior`: UIKit's `.automatic` unless the
  /// strategy's scroll view sets another (React Native's `never`).
  public var contentInsetAdjustment: ContentInsetAdjustment
  /// The text input that draws the fields, and so where their caret is: UIKit's unless the
  /// strategy's toolkit draws its own (Flutter's, React Native's).
  public var textInput: TextInputLayout

  public init(
    inputAccessory: InputAccessory = .none,
    contentInsetAdjustment: ContentInsetAdjustment = .automatic,
    textInput: TextInputLayout = .uiKit
  ) {
    self.inputAccessory = inputAccessory
    self.contentInsetAdjustment = contentInsetAdjustment
    self.textInput = textInput
  }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`, as far as FormSim's forms tell them apart.
public enum ContentInsetAdjustment: String, Sendable, Hashable {
  /// UIKit's default: the scroll view adds the safe area it reaches into to its insets (on
  /// devices that adjust for it, `DeviceProfile.adjustsContentInsetForSafeArea`).
  case automatic
  /// Nothing is added: the content starts under the status bar and ends on the home indicator.
  case never
}
