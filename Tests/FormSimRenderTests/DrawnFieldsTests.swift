import FormSimCore
import Testing

@testable import FormSimRender

/// What the phone shows is the world: for every built-in layout, device, keyboard placement and
/// strategy, the fields drawn on the terminal's screen are the ones the state report (what
/// `simulate` prints, here for every field) says are on screen, in the order of their frames, at
/// the rows their frames give.
///
/// Each case runs a short script and, after every step has settled, draws the frame the terminal
/// would show (`ScreenRenderer`, 100×36, as `formsim snapshot` draws it) and reads the cells back:
///
/// - a field the report gives as fully visible shows its label where its box starts, unless an
///   undocked, split or floating keyboard is over it (UIKit tells the app such a keyboard is
///   hidden, so the report counts the field as visible; the phone draws the keyboard over it);
/// - a field the report gives as hidden (visible fraction 0) has no cell of its box on screen;
/// - every field that is drawn starts within a row of where its frame puts it
///   (`FieldRenderer.box(for:)`: the keyboard's and the status bar's edges may move a box by one
///   row so that rounding does not hide what the points show), and the drawn fields come down
///   the screen in the order of their frames.
///
/// A field only partly visible can be drawn or not: less than a row of it may show in points
/// and none in cells.
@Suite struct DrawnFieldsTests {
  enum Keyboard: String, Sendable, CaseIterable {
    case docked, undocked, split, floating
    /// A hardware keyboard on an iPad: the shortcuts bar alone.
    case shortcutsBar
    /// A hardware keyboard on a phone, in a form with a toolbar: the toolbar alone on the
    /// bottom edge.
    case hardwareToolbar
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let layout: Layout
    let device: DeviceProfile
    let keyboard: Keyboard
    var testDescription: String { "\(layout.name) on \(device.name), \(keyboard.rawValue)" }
  }

  static let columns = 100
  static let rows = 36

  /// Every built-in layout on every device: the docked keyboard everywhere, on an iPad also the
  /// undocked, split and floating keyboards and the shortcuts bar, and on a phone the toolbar a
  /// hardware keyboard leaves, where the form has one.
  static let cases: [Case] = Layout.builtIn.flatMap { layout in
    DeviceProfile.all.flatMap { device in
      let iPad = World(layout: layout, device: device).supportsUndockedKeyboard
      let keyboards: [Keyboard] =
        iPad
        ? [.docked, .undocked, .split, .floating, .shortcutsBar]
        : layout.hasToolbar ? [.docked, .hardwareToolbar] : [.docked]
      return keyboards.map { Case(layout: layout, device: device, keyboard: $0) }
    }
  }

  /// The script of a case: the first, a middle and the last field, a user drag, the keyboard's
  /// other looks (emoji, the predictive bar toggled) or placements, and a dismissal.
  static func script(_ keyboard: Keyboard, device: DeviceProfile, fields: Int) -> String {
    let middle = (fields + 1) / 2
    let predictive = device.predictiveByDefault ? "predictive off" : "predictive on"
    return switch keyboard {
    case .docked:
      "focus 1; focus \(middle); emoji; focus \(fields); \(predictive); scroll -80; emoji off; dismiss"
    case .undocked:
      "focus 1; undock; focus \(middle); focus \(fields); scroll -80; dismiss; focus \(middle)"
    case .split:
      "focus 1; split; focus \(middle); focus \(fields); scroll -80; dismiss; focus \(middle)"
    case .floating:
      "focus 1; float; focus \(middle); float 40 300; focus \(fields); scroll -80; dismiss"
    case .shortcutsBar, .hardwareToolbar:
      "focus 1; focus \(middle); focus \(fields); scroll -80; dismiss"
    }
  }

  /// What a frame of the phone is drawn from: strategies that leave the world alike draw it
  /// alike, so each such world is checked once.
  struct Drawn: Hashable {
    var state: ViewState
    var fields: [Field]
    var focused: Int?
    var emoji: Bool
    var predictive: Bool
    var placement: KeyboardPlacement
    var hardwareKeyboard: Bool
    var accessory: Double

    init(_ world: World) {
      state = world.presentation
      fields = world.fields
      focused = world.focusedIndex
      emoji = world.emojiKeyboard
      predictive = world.predictive
      placement = world.keyboardPlacement
      hardwareKeyboard = world.hardwareKeyboardAttached
      accessory = world.accessoryHeight
    }
  }

  @Test(arguments: cases)
  func theFieldsDrawnAreTheFieldsOnScreen(_ testCase: Case) throws {
    var checked: Set<Drawn> = []
    for strategy in StrategyCatalog.names {
      var simulator = Simulator(
        settings: SimulationSettings(
          layout: testCase.layout, device: testCase.device, strategy: strategy,
          hardwareKeyboard: [.shortcutsBar, .hardwareToolbar].contains(testCase.keyboard)))
      let steps = try ScriptParser.parse(
        Self.script(testCase.keyboard, device: testCase.device, fields: simulator.fieldCount),
        fieldCount: simulator.fieldCount)
      var problems: [String] = []
      simulator.run(steps) { observation, simulator in
        guard case .settled(let step) = observation,
          checked.insert(Drawn(simulator.world)).inserted
        else { return }
        problems += Self.mismatches(simulator).map { "\(strategy), after '\(step)': \($0)" }
      }
      #expect(problems.isEmpty, "\(problems.prefix(6).joined(separator: "\n"))")
    }
  }

  /// Where the drawn frame and the state report disagree about the fields.
  static func mismatches(_ simulator: Simulator) -> [String] {
    let theme = Theme(colorEnabled: true, unicodeEnabled: true)
    let world = simulator.world
    // The phone as the terminal's frame draws it (`ScreenRenderer` draws the panel and the footer
    // beside it with the same layout).
    let layout = ScreenRenderer(theme: theme).layout(for: world, columns: columns, rows: rows)
    let device = DeviceRenderer(theme: theme)
    var grid = CellGrid(width: columns, height: rows)
    device.draw(world, layout: layout, into: &grid)
    let geometry = device.geometry(world, layout: layout)
    let state = StateReport(simulator, presentation: true).state
    let oneRow = !FieldRenderer.boxesFit(world.fields.map(\.frame), layout: layout)
    // An undocked, split or floating keyboard's panels, over the fields (a docked one ends the
    // visible band, which the report counts).
    let floatingKeyboard =
      state.keyboardVisible && !state.keyboardDocked
      ? device.keyboardAreas(geometry) : []
    var problems: [String] = []
    var drawn: [(index: Int, minY: Double, row: Int)] = []
    for index in world.fields.indices {
      let report = FieldReport(field: index, of: world, in: state)
      let box = geometry.fieldBoxes[index]
      let frame = report.frameInWindow
      let name =
        "field \(report.number) (y \(frame.minY), \(report.visibleFraction) visible, box row \(box.y))"
      let shownRows = drawnRows(
        of: box, label: world.fields[index].label, focused: index == world.focusedIndex,
        grid: grid, layout: layout, theme: theme)
      let underKeyboard = floatingKeyboard.contains { $0.intersects(box) }
      if report.visibleFraction <= 0, !shownRows.isEmpty {
        problems.append("\(name) is hidden, yet drawn on rows \(shownRows)")
      }
      if report.isFullyVisible, !underKeyboard,
        !labelIsShown(
          world.fields[index], in: box, focused: index == world.focusedIndex,
          grid: grid, layout: layout, theme: theme)
      {
        problems.append("\(name) is on screen, yet its label is not drawn")
      }
      guard !shownRows.isEmpty else { continue }
      let natural = FieldRenderer.box(for: frame, layout: layout, oneRow: oneRow)
      if abs(box.y - natural.y) > 1 {
        problems.append("\(name) is drawn at row \(box.y); its frame puts it at row \(natural.y)")
      }
      drawn.append((index, frame.minY, box.y))
    }
    let order = drawn.sorted { ($0.minY, $0.index) < ($1.minY, $1.index) }
    for (upper, lower) in zip(order, order.dropFirst()) where lower.row < upper.row {
      problems.append(
        "field \(lower.index + 1) is drawn above field \(upper.index + 1), whose frame is higher")
    }
    return problems
  }

  /// The rows of `box` on which the field's own left edge (or, on one row, its label) is drawn.
  /// On one row the label's first character must be there in the label's style: a large title,
  /// drawn in the focused label's style in the same column, is the bar's text, not the field.
  static func drawnRows(
    of box: CellRect, label text: String, focused: Bool, grid: CellGrid, layout: ScreenLayout,
    theme: Theme
  ) -> [Int] {
    let x = layout.screen.x + box.x
    guard box.x >= 0, box.x < layout.screen.width else { return [] }
    let glyphs = focused ? theme.glyphs.focusedField : theme.glyphs.field
    let border = focused ? theme.focusedBorder : theme.fieldBorder
    let label = focused ? theme.focusedLabel : theme.label
    return (box.y..<box.maxY).filter { row in
      guard row >= 0, row < layout.screen.height else { return false }
      let cell = grid[x, layout.screen.y + row]
      if box.height < 3 { return cell.style == label && cell.glyph == text.first }
      return cell.style == border
        && [glyphs.vertical, glyphs.topLeft, glyphs.bottomLeft].contains(cell.glyph)
    }
  }

  /// Whether `field`'s label shows where `box` puts it: set into the top edge of a box, at the
  /// start of a one-row field.
  static func labelIsShown(
    _ field: Field, in box: CellRect, focused: Bool, grid: CellGrid, layout: ScreenLayout,
    theme: Theme
  ) -> Bool {
    let boxed = box.height >= 3
    let width = boxed ? box.width - 4 : box.width
    let text = TextFit.truncate(field.label, width: width, ellipsis: theme.glyphs.ellipsis)
    let x = layout.screen.x + box.x + (boxed ? 2 : 0)
    let y = layout.screen.y + box.y
    guard box.y >= 0, box.y < layout.screen.height, x + DisplayWidth.of(text) <= grid.width
    else { return false }
    let style = focused ? theme.focusedLabel : theme.label
    var column = x
    for character in text {
      let cell = grid[column, y]
      guard cell.glyph == character, cell.style == style else { return false }
      column += max(1, DisplayWidth.of(character))
    }
    return true
  }
}

extension CellRect {
  fileprivate func intersects(_ other: CellRect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }
}
