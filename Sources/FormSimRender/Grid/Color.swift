/// The sixteen colours every colour terminal has, plus the terminal's own default.
///
/// FormSim sticks to this palette (rather than 256 colours or RGB) so that the same cells look alike
/// in a terminal, in an ANSI capture and in an SVG, and so that monochrome output only has to drop
/// colour, never approximate it.
public enum Color: UInt8, Sendable, Hashable, CaseIterable {
  case `default`
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan
  case brightWhite

  /// The ANSI index 0–15, or `nil` for the terminal's default colour.
  public var ansiIndex: Int? {
    self == .default ? nil : Int(rawValue) - 1
  }
}
