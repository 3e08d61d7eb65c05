/// How one cell is drawn: colours and attributes.
///
/// Kept as a small value so that cells compare cheaply; the backend diffs frames cell by cell.
public struct Style: Sendable, Hashable {
  public var foreground: Color
  public var background: Color
  public var bold: Bool
  public var dim: Bool
  public var underline: Bool
  public var reverse: Bool

  public init(
    foreground: Color = .default, background: Color = .default, bold: Bool = false,
    dim: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's default look.
  public static let plain = Style()
}
