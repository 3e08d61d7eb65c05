import FormSimApp
import FormSimCore
import FormSimRender
import FormSimTestSupport
import Testing

/// Side by side and in a recording, each strategy's screen draws the caret of its own text input,
/// as the single screen and `simulate` do.
@Suite struct StrategyCaretTests {
  /// The form with a tall one-line field (`Layout.tallFieldNote`).
  static let note = Layout.tallFieldNote
  static let settings = SimulationSettings(layout: note, device: .iphone4)
  static let theme = Theme(colorEnabled: true, unicodeEnabled: true)

  /// The cells in `columns` that carry the caret's style.
  static func carets(in grid: CellGrid, columns: Range<Int>) -> [CellPosition] {
    (0..<grid.height).flatMap { row in
      columns.filter { grid[$0, row].style == theme.caret }
        .map { CellPosition(column: $0, row: row) }
    }
  }

  /// The text of `row` in `columns`, a glyph a cell.
  static func text(_ grid: CellGrid, row: Int, columns: Range<Int>) -> String {
    String(columns.map { grid[$0, row].glyph })
  }

  /// The first and last rows of the box whose top edge holds `label`, in `columns`.
  static func boxRows(_ label: String, in grid: CellGrid, columns: Range<Int>) -> ClosedRange<Int>?
  {
    let rows = 0..<grid.height
    guard
      let top = rows.first(where: { text(grid, row: $0, columns: columns).contains("┏ \(label)") }),
      let bottom = rows.first(where: {
        $0 > top && text(grid, row: $0, columns: columns).contains("┗")
      })
    else { return nil }
    return top...bottom
  }

  @Test func comparePanesDrawEachStrategysCaret() throws {
    var compare = CompareModel(settings: Self.settings, strategies: ["flutter", "reference"])
    for _ in 0..<2 { _ = compare.handle(.tab) }
    for character in "hi" { _ = compare.handle(.character(character)) }
    for _ in 0..<600 where compare.needsFrames { compare.advance(bySeconds: 1.0 / 60) }
    let frame = compare.render(columns: 160, rows: 48, colorEnabled: true, unicodeEnabled: true)
    let layout = compare.layout(columns: 160, rows: 48)
    #expect(layout.panes.count == 2)
    var rowsInBox: [Int] = []
    for pane in layout.panes {
      let columns = pane.slot.x..<pane.slot.maxX
      let carets = Self.carets(in: frame.grid, columns: columns)
      #expect(carets.count == 1)
      let caret = try #require(carets.first)
      let box = try #require(Self.boxRows("Message", in: frame.grid, columns: columns))
      #expect(Self.text(frame.grid, row: caret.row, columns: columns).contains("┃ hi"))
      rowsInBox.append(caret.row - box.lowerBound)
      // UIKit's centred caret is on the box's middle row, the one holding the field's middle.
      if pane.index == 1 { #expect(caret.row == (box.lowerBound + box.upperBound) / 2) }
    }
    // Flutter's line starts 8 pt below the field's top, in the first row inside the box's edge.
    #expect(rowsInBox.first == 1)
    #expect(rowsInBox.first != rowsInBox.last)
  }

  @Test func aRecordingDrawsTheStrategysCaret() throws {
    var settings = Self.settings
    settings.strategy = "flutter"
    let recording = ScriptRecording(
      settings: settings, steps: try ScriptParser.parse("focus 2; type hi", fieldCount: 3),
      comparedStrategies: [], theme: Self.theme, columns: 100, rows: 36)
    let last = try #require(recording.frames().last)
    // The settled frame of FormSimRenderTests' `flutterDrawsATallFieldsLineAtItsTopPadding`,
    // worked there: the caret after "hi" on the message's first text row, terminal (11, 7).
    #expect(last.frame.cursor == CellPosition(column: 11, row: 7))
    #expect(Self.carets(in: last.frame.grid, columns: 0..<50) == [CellPosition(column: 11, row: 7)])
  }
}
