/// Every non-letter character the screen uses, in a Unicode and an ASCII version.
///
/// A non-UTF-8 locale (or `--ascii`) must still get a readable screen, so no renderer writes a
/// box-drawing or symbol character directly: they all come from here.
public struct GlyphSet: Sendable, Hashable {
  public var bezel: BoxGlyphs
  public var field: BoxGlyphs
  public var focusedField: BoxGlyphs
  public var panel: BoxGlyphs
  public var key: BoxGlyphs
  /// A horizontal rule: the keyboard's top edge, the panel's separators.
  public var rule: Character
  public var check: String
  public var cross: String
  public var ellipsis: String
  public var scrollKnob: Character
  public var times: String
  public var arrow: String
  public var separator: String
  public var battery: String
  public var shiftKey: String
  public var deleteKey: String
  /// A dash standing for "no verdict": no field is focused.
  public var dash: String
  /// What a secure field shows for each character typed, as iOS shows a password.
  public var secureCharacter: Character
  /// The emoji keyboard's faces and its category icons, space-separated, each two columns wide.
  public var emojiFaces: String
  public var emojiCategories: String

  /// Box drawing and symbols.
  public static let unicode = GlyphSet(
    bezel: .rounded, field: .light, focusedField: .heavy, panel: .rounded, key: .rounded,
    rule: "─", check: "✓", cross: "✗", ellipsis: "…", scrollKnob: "┃", times: "×",
    arrow: "→", separator: " · ", battery: "100% ▮", shiftKey: "⇧", deleteKey: "⌫", dash: "–",
    secureCharacter: "•", emojiFaces: "😀 😂 😍 😊 😎 😉 😢 😭 😡 😘 🙂 😅 👍 🙏 🎉 🔥",
    emojiCategories: "🕘 😀 🐻 🍔 🚗 💡")

  /// Plain ASCII: `+-|`, `OK`/`XX`.
  public static let ascii = GlyphSet(
    bezel: .ascii, field: .ascii, focusedField: .asciiHeavy, panel: .ascii, key: .ascii,
    rule: "-", check: "OK", cross: "XX", ellipsis: "...", scrollKnob: "#", times: "x",
    arrow: "->", separator: ", ", battery: "100%", shiftKey: "^", deleteKey: "<-", dash: "-",
    secureCharacter: "*", emojiFaces: ":) :D <3 ;) B) :P :( :O >( :* =) ^^ +1 o/ \\o XD",
    emojiCategories: "(1 :) @@ %% => ?!")
}
