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

  public init(inputAccessory: InputAccessory = .none) {
    self.inputAccessory = inputAccessory
  }
}
