/// What a terminal cell shows of the device: how a mouse click is turned into a tap.
public enum DeviceHit: Sendable, Hashable {
  /// A field's box (0-based index).
  case field(Int)
  /// The software keyboard's panel.
  case keyboard
  /// The status bar, drawn over the content.
  case statusBar
  /// A button of the keyboard's accessory toolbar.
  case toolbar(ToolbarButton)
  /// A navigation or tab bar, or the dimmed area around a sheet: taps there do nothing here.
  case chrome
  /// The screen, but no field: a tap outside.
  case background
  /// Not on the device's screen at all.
  case outside
}
