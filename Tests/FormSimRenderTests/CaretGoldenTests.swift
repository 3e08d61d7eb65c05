import FormSimCore
import FormSimRender
import FormSimTestSupport
import Testing

/// The screen draws the caret `simulate` reports: the caret of the text input that draws the
/// fields (`World.caretRectInWindow`), not UIKit's for every strategy. Frames on an iPhone 4 in a
/// 100×36 terminal, as text, with the caret's cell checked beside them.
@Suite struct CaretGoldenTests {
  /// The form with a tall one-line field (`Layout.tallFieldNote`).
  static let note = Layout.tallFieldNote

  static func render(_ layout: Layout, strategy: String, script: String) throws -> (
    simulator: Simulator, frame: RenderedFrame, layout: ScreenLayout, theme: Theme
  ) {
    let settings = SimulationSettings(layout: layout, device: .iphone4, strategy: strategy)
    var simulator = Simulator(settings: settings)
    simulator.run(try ScriptParser.parse(script, fieldCount: simulator.fieldCount))
    let theme = Theme(colorEnabled: true, unicodeEnabled: true)
    let renderer = ScreenRenderer(theme: theme)
    let frame = renderer.render(simulator, columns: 100, rows: 36)
    let screen = renderer.layout(for: simulator.world, columns: 100, rows: 36)
    return (simulator, frame, screen, theme)
  }

  /// The report `simulate` gives of a settled simulator.
  static func report(_ simulator: Simulator) throws -> FieldReport {
    try #require(StateReport(simulator, presentation: false).field)
  }

  /// The terminal row holding the middle of the caret `simulate` reports.
  static func reportedCaretRow(_ simulator: Simulator, layout: ScreenLayout) throws -> Int {
    let caret = try report(simulator).caretRectInWindow
    return layout.screen.y + layout.row(containing: caret.minY + caret.height / 2)
  }

  @Test func flutterDrawsATallFieldsLineAtItsTopPadding() throws {
    let run = try Self.render(Self.note, strategy: "flutter", script: "focus 2; type hi")
    // The iPhone 4's 480 pt on 33 screen rows: 14.545 pt a row, 320 pt on 44 columns: 7.27 pt a
    // column; the screen starts at terminal column 4, row 1. Nothing scrolls (the field ends at
    // 170, above the keyboard's 264). The message's box: max(3, round(100 / 14.545 = 6.9)) = 7
    // rows centred on the row holding its middle 120 (⌊8.25⌋ = 8), so rows 5…11 and its text
    // rows 6…10. Flutter's caret line (as `simulate` reports it) is 70 + 8 = 78…96, its middle
    // 87 in row ⌊5.98⌋ = 5: 8 − 5 = 3 rows above the box's middle row, kept inside the box at
    // row 6, the first text row. UIKit's centred caret (middle 120) stays on row 8.
    #expect(run.layout.pointsPerRow == 480.0 / 33)
    #expect(run.layout.screen.y == 1 && run.layout.screen.x == 4)
    let cursor = try #require(run.frame.cursor)
    // Column: the field's left edge round(20 / 7.27 = 2.75) = 3, the text two cells in (5),
    // after "hi": 7; on the terminal 4 + 7 = 11. Row 1 + 6 = 7.
    #expect(cursor == CellPosition(column: 11, row: 7))
    #expect(run.frame.grid[cursor.column, cursor.row].style == run.theme.caret)
    #expect(run.frame.grid.lines[7].contains("┃ hi "))
    // The reported caret's middle is in terminal row 1 + 5 = 6, the box's top edge: the caret
    // is drawn on the first row inside it.
    #expect(try Self.reportedCaretRow(run.simulator, layout: run.layout) == 6)
    Golden.check(
      TextWriter.render(run.frame.grid, trimTrailingSpaces: true),
      named: "screen-flutter-tall-field.txt")
  }

  @Test func uikitDrawsTheSameTallFieldCentred() throws {
    let run = try Self.render(Self.note, strategy: "reference", script: "focus 2; type hi")
    // As above, but UIKit's caret is centred (110…130, middle 120): the box's middle row 8, on
    // the terminal 1 + 8 = 9, the column unchanged (11).
    let cursor = try #require(run.frame.cursor)
    #expect(cursor == CellPosition(column: 11, row: 9))
    #expect(try Self.reportedCaretRow(run.simulator, layout: run.layout) == 9)
  }

  @Test func flutterDrawsAnEmptyTallFieldsHintAtItsTopPadding() throws {
    let run = try Self.render(Self.note, strategy: "flutter", script: "focus 2")
    // The empty field's hint rides on the caret's line (row 7, as above), its caret before it
    // at column 4 + 5 = 9.
    #expect(run.frame.cursor == CellPosition(column: 9, row: 7))
    #expect(run.frame.grid.lines[7].contains("┃ write here"))
  }

  @Test func keyboardControllerDrawsReactNativesTextViewCaret() throws {
    let run = try Self.render(
      .profile, strategy: "rnkc-aware-scroll-view", script: "focus 5; type hi")
    // `profile` on the iPhone 4 (14.545 pt a row, as above): the component leaves the 100-pt
    // text view "About you" at 220…320 (`simulate` says so), under the keyboard's top at 264.
    // React Native's first line starts at the 5-pt top padding, 225…243 (middle 234, row
    // ⌊16.09⌋ = 16); UIKit's would start at the 8-pt inset, 228…246 (middle 237, row ⌊16.29⌋ =
    // 16 too): three points, one row. The box: 7 rows centred on the row holding 270
    // (⌊18.56⌋ = 18), rows 15…21; its first text row 16 is the caret's, on the terminal 17.
    // The keyboard's top edge is row round(264 / 14.545 = 18.15) = 18, so the caret shows.
    let field = try Self.report(run.simulator)
    #expect(field.frameInWindow.minY == 220)
    #expect(field.caretRectInWindow.minY == 225)
    let cursor = try #require(run.frame.cursor)
    #expect(cursor == CellPosition(column: 11, row: 17))
    #expect(try Self.reportedCaretRow(run.simulator, layout: run.layout) == 17)
    #expect(run.frame.grid[cursor.column, cursor.row].style == run.theme.caret)
    Golden.check(
      TextWriter.render(run.frame.grid, trimTrailingSpaces: true),
      named: "screen-rnkc-aware-scroll-view-text-view.txt")
  }

  @Test func keyboardControllerDrawsATallFieldCentredAsUIKitDoes() throws {
    let run = try Self.render(Self.note, strategy: "rnkc-aware-scroll-view", script: "focus 2")
    // React Native's one-line input is a `UITextField` inset by its padding (none): its caret
    // is UIKit's, centred (row 9 as under `reference`), and the placeholder with it.
    #expect(run.frame.cursor == CellPosition(column: 9, row: 9))
    #expect(run.frame.grid.lines[9].contains("┃ write here"))
  }
}
