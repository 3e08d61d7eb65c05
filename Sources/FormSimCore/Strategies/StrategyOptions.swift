/// What the command line says about how a strategy is made: its own distance (`--margin`) and
/// whether a library that adds a keyboard toolbar adds it (`--auto-toolbar` /
/// `--no-auto-toolbar`). Strategies take what applies to them and ignore the rest.
public struct StrategyOptions: Sendable, Hashable {
  /// Each strategy's own distance parameter (the reference's margin, IQKeyboardManager's
  /// `keyboardDistance`, React Native's `keyboardVerticalOffset`, …); `nil` keeps each one's
  /// own default.
  public var margin: Double?
  /// IQKeyboardManager's `enableAutoToolbar`: on unless turned off, as the library ships it.
  public var autoToolbar: Bool

  public init(margin: Double? = nil, autoToolbar: Bool = true) {
    self.margin = margin
    self.autoToolbar = autoToolbar
  }
}
