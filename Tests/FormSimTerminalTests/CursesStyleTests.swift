import CNcurses
import FormSimRender
import FormSimTerminal
import Testing

@Suite struct CursesStyleTests {
  private let full = CursesStyle.Capabilities(
    colorEnabled: true, colorCount: 256, defaultColors: true)

  @Test func plainIsNormalOnDefaultColours() {
    let style = CursesStyle(.plain, capabilities: full)
    #expect(style == CursesStyle(attributes: cn_a_normal(), foreground: -1, background: -1))
    #expect(!style.usesColor)
  }

  @Test func eachFlagMapsToItsAttribute() {
    #expect(CursesStyle(Style(bold: true), capabilities: full).attributes == cn_a_bold())
    #expect(CursesStyle(Style(dim: true), capabilities: full).attributes == cn_a_dim())
    #expect(CursesStyle(Style(underline: true), capabilities: full).attributes == cn_a_underline())
    #expect(CursesStyle(Style(reverse: true), capabilities: full).attributes == cn_a_reverse())
    let all = CursesStyle(
      Style(bold: true, dim: true, underline: true, reverse: true), capabilities: full)
    #expect(all.attributes == cn_a_bold() | cn_a_dim() | cn_a_underline() | cn_a_reverse())
  }

  @Test func coloursUseAnsiNumbers() {
    let style = CursesStyle(Style(foreground: .red, background: .brightBlue), capabilities: full)
    #expect(style.foreground == 1)
    #expect(style.background == 12)
    #expect(style.attributes == cn_a_normal())
  }

  @Test func eightColourTerminalsShowBrightForegroundAsBold() {
    let basic = CursesStyle.Capabilities(colorEnabled: true, colorCount: 8, defaultColors: true)
    let style = CursesStyle(
      Style(foreground: .brightGreen, background: .brightWhite), capabilities: basic)
    #expect(style == CursesStyle(attributes: cn_a_bold(), foreground: 2, background: 7))
  }

  @Test func withoutDefaultColoursDefaultIsWhiteOnBlack() {
    let noDefaults = CursesStyle.Capabilities(
      colorEnabled: true, colorCount: 8, defaultColors: false)
    let style = CursesStyle(.plain, capabilities: noDefaults)
    #expect(style.foreground == 7)
    #expect(style.background == 0)
  }

  @Test func noColorKeepsAttributesDropsColours() {
    let mono = CursesStyle.Capabilities(colorEnabled: false, colorCount: 0, defaultColors: false)
    let style = CursesStyle(
      Style(foreground: .red, background: .blue, underline: true), capabilities: mono)
    #expect(style == CursesStyle(attributes: cn_a_underline(), foreground: -1, background: -1))
  }
}
