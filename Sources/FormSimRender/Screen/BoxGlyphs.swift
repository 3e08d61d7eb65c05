/// The six characters that draw one kind of box.
public struct BoxGlyphs: Sendable, Hashable {
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  public var horizontal: Character
  public var vertical: Character

  public init(
    topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
    horizontal: Character, vertical: Character
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `╭─╮ │ ╰─╯`: the device bezel and panels.
  public static let rounded = BoxGlyphs(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
    vertical: "│")
  /// `┌─┐ │ └─┘`: a field at rest.
  public static let light = BoxGlyphs(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
    vertical: "│")
  /// `┏━┓ ┃ ┗━┛`: the focused field, distinct even without colour.
  public static let heavy = BoxGlyphs(
    topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━",
    vertical: "┃")
  /// `+-+ | +-+`: any box where the terminal cannot show Unicode.
  public static let ascii = BoxGlyphs(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
    vertical: "|")
  /// `#=# H #=#`: the focused field in ASCII.
  public static let asciiHeavy = BoxGlyphs(
    topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=",
    vertical: "#")
}
