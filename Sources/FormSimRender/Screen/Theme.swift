/// The look of a frame: a style for every part of the screen, and the glyphs to draw it with.
///
/// Two looks exist because terminals differ: a colour one (16 colours, so it looks the same in a
/// terminal, an ANSI capture and an SVG) and a monochrome one for `NO_COLOR` and terminals without
/// colour, which keeps focus, caret and keyboard distinct with reverse, bold and underline only.
///
/// The terminal's own background may be light or dark (xterm's and macOS Terminal's defaults are
/// black on white), so text drawn on the default background uses the default foreground, set off
/// by bold or dim; text in a colour paints its own background. Bold is never given to colours 0–7
/// as a foreground: xterm shows those in their bright versions, which turns black into grey.
public struct Theme: Sendable, Hashable {
  public var colorEnabled: Bool
  public var glyphs: GlyphSet

  public var bezel: Style
  public var deviceName: Style
  public var statusBar: Style
  /// The form's background (the content view).
  public var screen: Style
  /// Where no view is: the window behind a root view that has been moved away.
  public var revealed: Style
  public var fieldBorder: Style
  public var focusedBorder: Style
  public var label: Style
  public var focusedLabel: Style
  public var text: Style
  public var placeholder: Style
  public var caret: Style
  public var scrollKnob: Style
  public var keyboard: Style
  public var key: Style
  public var specialKey: Style
  public var predictive: Style

  public var panelBorder: Style
  public var panelTitle: Style
  public var heading: Style
  public var name: Style
  public var value: Style
  public var note: Style
  public var good: Style
  public var bad: Style

  public var footerKey: Style
  public var footerLabel: Style
  public var help: Style
  public var helpBorder: Style
  public var message: Style

  /// The look for a terminal with or without colour and Unicode.
  public init(colorEnabled: Bool, unicodeEnabled: Bool) {
    self.colorEnabled = colorEnabled
    glyphs = unicodeEnabled ? .unicode : .ascii
    if colorEnabled {
      bezel = Style(foreground: .brightBlack)
      deviceName = Style(bold: true)
      statusBar = Style(foreground: .black, background: .white, bold: true)
      screen = Style(foreground: .black, background: .white)
      revealed = Style(foreground: .black, background: .black)
      fieldBorder = Style(foreground: .brightBlack, background: .white)
      focusedBorder = Style(foreground: .blue, background: .white, bold: true)
      label = Style(foreground: .blue, background: .white)
      focusedLabel = Style(foreground: .blue, background: .white, bold: true)
      text = Style(foreground: .black, background: .white)
      placeholder = Style(foreground: .brightBlack, background: .white)
      caret = Style(foreground: .white, background: .blue)
      scrollKnob = Style(foreground: .brightBlack, background: .white)
      keyboard = Style(foreground: .white, background: .brightBlack)
      key = Style(foreground: .black, background: .brightWhite)
      specialKey = Style(foreground: .brightWhite, background: .blue)
      predictive = Style(foreground: .brightWhite, background: .brightBlack)
      panelBorder = Style(foreground: .brightBlack)
      panelTitle = Style(bold: true)
      heading = Style(bold: true, underline: true)
      name = Style()
      value = Style(bold: true)
      note = Style(dim: true)
      good = Style(foreground: .black, background: .green)
      bad = Style(foreground: .brightWhite, background: .red, bold: true)
      footerKey = Style(foreground: .black, background: .cyan)
      footerLabel = Style()
      help = Style(foreground: .brightWhite, background: .blue)
      helpBorder = Style(foreground: .brightCyan, background: .blue, bold: true)
      message = Style(bold: true)
    } else {
      let plain = Style.plain
      bezel = plain
      deviceName = Style(bold: true)
      statusBar = Style(bold: true)
      screen = plain
      revealed = plain
      fieldBorder = plain
      focusedBorder = Style(bold: true)
      label = plain
      focusedLabel = Style(bold: true, underline: true)
      text = plain
      placeholder = Style(dim: true)
      caret = Style(reverse: true)
      scrollKnob = Style(bold: true)
      keyboard = plain
      key = Style(reverse: true)
      specialKey = Style(bold: true, reverse: true)
      predictive = Style(underline: true)
      panelBorder = plain
      panelTitle = Style(bold: true)
      heading = Style(bold: true, underline: true)
      name = plain
      value = Style(bold: true)
      note = Style(dim: true)
      good = Style(bold: true)
      bad = Style(bold: true, reverse: true)
      footerKey = Style(reverse: true)
      footerLabel = plain
      help = plain
      helpBorder = Style(bold: true)
      message = Style(bold: true)
    }
  }
}
