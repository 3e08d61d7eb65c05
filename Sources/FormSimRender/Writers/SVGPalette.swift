/// The colours an SVG screenshot uses for FormSim's sixteen colours and the terminal's defaults.
///
/// A terminal's palette is the user's choice, so a screenshot has to pick one; fixing it here keeps
/// every screenshot alike and lets a test pin the exact bytes.
public struct SVGPalette: Sendable, Hashable {
  /// The terminal's background, also used for `Color.default` as a background.
  public var background: String
  /// Text in `Color.default`.
  public var foreground: String
  /// Sixteen `#rrggbb` colours in ANSI order: black, red, green, yellow, blue, magenta, cyan,
  /// white, then the bright variants.
  public var colors: [String]

  public init(background: String, foreground: String, colors: [String]) {
    self.background = background
    self.foreground = foreground
    self.colors = colors
  }

  /// The Tango palette (GNOME Terminal's and xterm-compatible terminals' common default) on a
  /// near-black background with light grey text.
  ///
  /// Tango's colours are bright enough on a dark background and distinct from one another, and its
  /// black (#2e3436) stays visible against the #1c1c1c terminal background.
  public static let tango = SVGPalette(
    background: "#1c1c1c", foreground: "#d0d0d0",
    colors: [
      "#2e3436", "#cc0000", "#4e9a06", "#c4a000", "#3465a4", "#75507b", "#06989a", "#d3d7cf",
      "#555753", "#ef2929", "#8ae234", "#fce94f", "#729fcf", "#ad7fa8", "#34e2e2", "#eeeeec",
    ])

  /// The colour of text drawn in `color`.
  public func foreground(for color: Color) -> String {
    hex(color) ?? foreground
  }

  /// The colour of a cell's background in `color`.
  public func background(for color: Color) -> String {
    hex(color) ?? background
  }

  private func hex(_ color: Color) -> String? {
    guard let index = color.ansiIndex, index < colors.count else { return nil }
    return colors[index]
  }
}
