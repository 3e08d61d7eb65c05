import Testing

@testable import FormSimRender

@Suite("FrameStrip")
struct FrameStripTests {
  @Test("frames side by side, two columns apart, captions above")
  func horizontalGolden() {
    let strip = FrameStrip.compose(Fixtures.animation, layout: .horizontal)
    #expect(strip.width == 3 * 10 + 2 * 2)
    #expect(strip.height == 7)
    Golden.check(TextWriter.render(strip, trimTrailingSpaces: true), named: "strip-horizontal.txt")
  }

  @Test("frames stacked, one row apart, captions above")
  func verticalGolden() {
    let strip = FrameStrip.compose(Fixtures.animation, layout: .vertical)
    #expect(strip.width == 10)
    #expect(strip.height == 3 * 7 + 2)
    Golden.check(TextWriter.render(strip, trimTrailingSpaces: true), named: "strip-vertical.txt")
  }

  @Test("a strip keeps the frames' styles and captions are bold")
  func stylesKept() {
    let strip = FrameStrip.compose(Fixtures.animation, layout: .horizontal)
    #expect(strip[0, 0].style.bold)
    #expect(strip[24, 6].style.foreground == .brightBlack)
    Golden.check(
      SVGWriter.render(strip, options: .init(title: "keyboard rising")),
      named: "strip-horizontal.svg")
  }

  @Test("no frames make an empty grid")
  func empty() {
    let strip = FrameStrip.compose([], layout: .vertical)
    #expect(strip.width == 0 && strip.height == 0)
  }
}
