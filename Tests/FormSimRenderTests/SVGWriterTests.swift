import Foundation
import Testing

@testable import FormSimRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("SVGWriter")
struct SVGWriterTests {
  @Test("the sample form as an SVG screenshot")
  func sampleGolden() {
    Golden.check(
      SVGWriter.render(Fixtures.sample, options: .init(title: "FormSim — sample <form>")),
      named: "sample.svg")
  }

  @Test("rendering is deterministic: the same grid gives the same bytes")
  func deterministic() {
    let options = SVGWriter.Options(title: "t = 0.10 s")
    let first = SVGWriter.render(Fixtures.sample, options: options)
    let second = SVGWriter.render(Fixtures.sample, options: options)
    #expect(first == second)
  }

  @Test("the output is well-formed XML with an svg root")
  func wellFormed() throws {
    var grid = Fixtures.sample
    grid[5, 5] = Cell("\u{1}")
    let svg = SVGWriter.render(grid, options: .init(title: "<&>\"'"))
    let document = try XMLDocument(xmlString: svg, options: [])
    #expect(document.rootElement()?.name == "svg")
    // 24 columns × 9 px and 1 title row + 7 rows × 18 px, plus 8 px padding on each side.
    #expect(try document.nodes(forXPath: "/*/@width").map(\.stringValue) == ["232"])
    #expect(try document.nodes(forXPath: "/*/@height").map(\.stringValue) == ["160"])
  }

  @Test("box-drawing cells are drawn as paths, not text")
  func boxDrawingIsVector() throws {
    var grid = CellGrid(width: 4, height: 3)
    grid.put("┌──┐", x: 0, y: 0)
    grid.put("│▒▒│", x: 0, y: 1)
    grid.put("╰──╯", x: 0, y: 2)
    let document = try XMLDocument(xmlString: SVGWriter.render(grid), options: [])
    let paths = try document.nodes(forXPath: "//*[local-name()='path']")
    let texts = try document.nodes(forXPath: "//*[local-name()='text']")
    #expect(!paths.isEmpty)
    #expect(texts.isEmpty)
  }

  @Test("XML special characters are escaped in text")
  func escaping() {
    var grid = CellGrid(width: 6, height: 1)
    grid.put("<&>\"'", x: 0, y: 0)
    let svg = SVGWriter.render(grid)
    #expect(svg.contains(">&lt;&amp;&gt;&quot;&apos;</text>"))
  }

  @Test("a run of one style is one text element with one x per character")
  func textRun() {
    var grid = CellGrid(width: 5, height: 1)
    grid.put("ab漢", x: 0, y: 0, style: Style(foreground: .red))
    let svg = SVGWriter.render(grid, options: .init(padding: 0))
    #expect(svg.contains("<text x=\"0 9 18\" y=\"14.25\" fill=\"#cc0000\">ab漢</text>"))
  }

  @Test("backgrounds other than the terminal's become one rect per run")
  func backgroundRuns() {
    var grid = CellGrid(width: 6, height: 1)
    grid.put("abc", x: 1, y: 0, style: Style(background: .blue))
    let svg = SVGWriter.render(grid, options: .init(padding: 0))
    #expect(svg.contains("<rect x=\"9\" y=\"0\" width=\"27\" height=\"18\" fill=\"#3465a4\"/>"))
  }

  @Test("reverse video swaps the colours")
  func reverse() {
    var grid = CellGrid(width: 1, height: 1)
    grid.put("r", x: 0, y: 0, style: Style(reverse: true))
    let svg = SVGWriter.render(grid, options: .init(padding: 0))
    #expect(svg.contains("fill=\"#d0d0d0\"/>"))
    #expect(svg.contains("fill=\"#1c1c1c\">r</text>"))
  }

  /// A whole document written out by hand, independent of the writer's code: a 3×1 grid with
  /// a light horizontal line, then a bold green "a" on blue, then a blank.
  /// - Size: 8 px padding each side, 9×18 px cells: width 8 + 3·9 + 8 = 43, height 8 + 18 + 8 = 34.
  /// - The blue background is one rect over cell 1: x = 8 + 9 = 17, y = 8, 9 × 18, Tango blue.
  /// - "─" in cell 0 (x 8…17, y 8…26) is a 1 px line through the middle: y = 8 + 9 − 1 = 16,
  ///   drawn as two half-cell rects that merge into one: M8 16 h9 v1 h−9.
  /// - The text baseline is the cell's middle plus 0.35 of the 15 px font: 8 + 9 + 5.25 = 22.25;
  ///   the blank cell 2 adds nothing. The font list's quotes are escaped inside the attribute.
  @Test("a tiny grid gives exactly the hand-written document")
  func handWrittenDocument() {
    var grid = CellGrid(width: 3, height: 1)
    grid.put("─", x: 0, y: 0)
    grid.put("a", x: 1, y: 0, style: Style(foreground: .green, background: .blue, bold: true))
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="43" height="34" viewBox="0 0 43 34">
      <rect width="43" height="34" rx="6" fill="#1c1c1c"/>
      <g shape-rendering="crispEdges">
      <rect x="17" y="8" width="9" height="18" fill="#3465a4"/>
      </g>
      <g>
      <path d="M8 16h9v1h-9Z" fill="#d0d0d0" shape-rendering="crispEdges"/>
      </g>
      <g font-family="ui-monospace, &apos;SF Mono&apos;, Menlo, &apos;DejaVu Sans Mono&apos;, \
      &apos;Liberation Mono&apos;, Consolas, monospace" font-size="15" fill="#d0d0d0">
      <text x="17" y="22.25" fill="#4e9a06" font-weight="bold">a</text>
      </g>
      </svg>

      """
    #expect(SVGWriter.render(grid) == expected)
  }

  /// A run with spaces keeps them on the text element itself, where every renderer reads it;
  /// one without needs nothing.
  @Test("a run with spaces says xml:space on its own element")
  func spacesArePreservedPerRun() {
    var grid = CellGrid(width: 9, height: 1)
    grid.put("a  b", x: 0, y: 0)
    grid.put("cd", x: 6, y: 0, style: Style(bold: true))
    let svg = SVGWriter.render(grid)
    #expect(svg.contains(#"<text x="8 17 26 35" y="22.25" xml:space="preserve">a  b</text>"#))
    #expect(svg.contains(#"<text x="62 71" y="22.25" font-weight="bold">cd</text>"#))
  }

  @Test("numbers are printed with at most two decimals and no locale")
  func numbers() {
    #expect(SVGNumber.format(4.5) == "4.5")
    #expect(SVGNumber.format(1.125) == "1.13")
    #expect(SVGNumber.format(-3.25) == "-3.25")
    #expect(SVGNumber.format(0.05) == "0.05")
    #expect(SVGNumber.format(-0.001) == "0")
    #expect(SVGNumber.format(18) == "18")
  }

  @Test("every glyph of the box-drawing and block-element blocks has a vector form")
  func everyBoxGlyphIsVector() {
    let cell = PixelRect(x: 0, y: 0, width: 9, height: 18)
    for value in UInt32(0x2500)...0x259F {
      let character = Character(Unicode.Scalar(value)!)
      let shapes =
        BoxDrawing.primitives(for: character, in: cell, lineWidth: 1)
        ?? BlockElement.primitives(for: character, in: cell)
      #expect(shapes?.isEmpty == false, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  @Test("a light horizontal line spans its cell on the pixel grid")
  func horizontalLine() {
    let cell = PixelRect(x: 9, y: 18, width: 9, height: 18)
    let shapes = BoxDrawing.primitives(for: "─", in: cell, lineWidth: 1)
    #expect(
      shapes == [
        .fill(PixelRect(x: 13.5, y: 26, width: 4.5, height: 1)),
        .fill(PixelRect(x: 9, y: 26, width: 4.5, height: 1)),
      ])
  }
}
