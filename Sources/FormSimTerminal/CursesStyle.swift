import CNcurses
import FormSimRender

/// A `Style` as curses needs it: attribute bits and a foreground/background colour number.
///
/// Pure, so the mapping is tested without a terminal. Colour numbers follow curses: 0–15 for the
/// palette, −1 for the terminal's default (valid after `use_default_colors`).
public struct CursesStyle: Sendable, Hashable {
  public var attributes: attr_t
  public var foreground: Int16
  public var background: Int16

  public init(attributes: attr_t, foreground: Int16, background: Int16) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// How a terminal can show colour.
  public struct Capabilities: Sendable, Hashable {
    /// False for `NO_COLOR` or a monochrome terminal: only attributes are used.
    public var colorEnabled: Bool
    /// `COLORS`: 8 on basic terminals, where bright colours fall back to their base colour.
    public var colorCount: Int
    /// Whether `use_default_colors` succeeded, so −1 means "the terminal's own colour".
    public var defaultColors: Bool

    public init(colorEnabled: Bool, colorCount: Int, defaultColors: Bool) {
      self.colorEnabled = colorEnabled
      self.colorCount = colorCount
      self.defaultColors = defaultColors
    }
  }

  /// Maps a style for a terminal with `capabilities`.
  ///
  /// On an 8-colour terminal a bright foreground becomes its base colour in bold (how such
  /// terminals have always shown bright text); a bright background just loses its brightness.
  public init(_ style: Style, capabilities: Capabilities) {
    var attributes = cn_a_normal()
    if style.bold { attributes |= cn_a_bold() }
    if style.dim { attributes |= cn_a_dim() }
    if style.underline { attributes |= cn_a_underline() }
    if style.reverse { attributes |= cn_a_reverse() }
    guard capabilities.colorEnabled else {
      self.init(attributes: attributes, foreground: -1, background: -1)
      return
    }
    let fg = Self.colorNumber(style.foreground, capabilities: capabilities, isForeground: true)
    let bg = Self.colorNumber(style.background, capabilities: capabilities, isForeground: false)
    if fg.brightened { attributes |= cn_a_bold() }
    self.init(attributes: attributes, foreground: fg.number, background: bg.number)
  }

  /// Whether this style needs a colour pair other than pair 0 (the terminal's defaults).
  public var usesColor: Bool { foreground != -1 || background != -1 }

  private static func colorNumber(
    _ color: Color, capabilities: Capabilities, isForeground: Bool
  ) -> (number: Int16, brightened: Bool) {
    guard let index = color.ansiIndex else {
      if capabilities.defaultColors { return (-1, false) }
      return (isForeground ? 7 : 0, false)
    }
    if index >= 8 && capabilities.colorCount < 16 {
      return (Int16(index - 8), isForeground)
    }
    return (Int16(index), false)
  }
}
