import FormSimCore
import Testing

@testable import FormSimRender

/// A field on screen is drawn whole — four corners and both sides — or, when its form has no
/// room for boxes, on one row that starts with its label; never a box whose bottom a neighbour
/// drew over.
@Suite struct FieldBoxTests {
  static let sizes = [(80, 24), (100, 36), (120, 40), (160, 50)]

  @Test(arguments: DeviceProfile.all.map(\.name), Layout.builtIn.map(\.name))
  func everyFieldOnScreenIsWholeOrOneLabelledRow(device: String, layout: String) throws {
    for orientation in [Orientation.portrait, .landscape] {
      for script in ["", "focus 3", "focus 5"] {
        var simulator = Simulator(
          settings: SimulationSettings(
            layout: try #require(Layout.builtIn(named: layout)),
            device: try #require(DeviceProfile.named(device)), orientation: orientation,
            strategy: "reference"))
        simulator.run(try ScriptParser.parse(script, fieldCount: simulator.fieldCount))
        for (columns, rows) in Self.sizes {
          Self.expectWholeFields(
            simulator, columns: columns, rows: rows, "\(orientation) \(script) \(columns)×\(rows)")
        }
      }
    }
  }

  /// The `long` form's fields are 50 pt apart. At 80×24 an iPhone 4's row holds
  /// 480 / 22 = 21.8 pt, so field middles are 50 / 21.8 = 2.3 rows apart, fewer than the 3 that
  /// two three-row boxes need; on an iPhone SE at 120×40 667 / 38 = 17.6 pt a row gives 2.85.
  /// Both draw one row a field. At 100×36 the iPhone 4's 480 / 34 = 14.1 pt a row gives 3.5:
  /// boxes.
  @Test func boxesNeedThreeRowsBetweenFieldMiddles() throws {
    let frames = (0..<24).map {
      Rect(x: 20, y: 20 + 50 * Double($0), width: 280, height: 31)
    }
    let iphone4 = Size(width: 320, height: 480)
    #expect(
      !FieldRenderer.boxesFit(
        frames, layout: ScreenLayout(columns: 80, rows: 24, windowSize: iphone4)))
    #expect(
      FieldRenderer.boxesFit(
        frames, layout: ScreenLayout(columns: 100, rows: 36, windowSize: iphone4)))
    let se = Size(width: 375, height: 667)
    #expect(
      !FieldRenderer.boxesFit(frames, layout: ScreenLayout(columns: 120, rows: 40, windowSize: se)))
  }

  static func expectWholeFields(_ simulator: Simulator, columns: Int, rows: Int, _ context: String)
  {
    let theme = Theme(colorEnabled: true, unicodeEnabled: true)
    let renderer = ScreenRenderer(theme: theme)
    let frame = renderer.render(simulator, columns: columns, rows: rows)
    let world = simulator.world
    let layout = renderer.layout(for: world, columns: columns, rows: rows)
    guard !layout.isTooSmall else { return }
    let device = DeviceRenderer(theme: theme)
    let geometry = device.geometry(world, layout: layout)
    let top = max(geometry.statusRows, geometry.rootRows.lowerBound)
    let bottom = min(geometry.keyboardTop, geometry.rootRows.upperBound, geometry.height)
    let lines = frame.grid.lines.map(Array.init)
    func glyph(_ column: Int, _ row: Int) -> Character {
      lines[layout.screen.y + row][layout.screen.x + column]
    }
    for (index, box) in geometry.fieldBoxes.enumerated()
    where box.y >= top && box.maxY <= bottom && box.x >= 0 && box.maxX <= geometry.width {
      let corners = [
        (box.x, box.y), (box.maxX - 1, box.y), (box.x, box.maxY - 1), (box.maxX - 1, box.maxY - 1),
      ]
      // Bars and sheets are drawn over the form; a field under one is not on screen.
      let covered = corners.contains { column, row in
        switch device.hit(
          world, layout: layout, column: layout.screen.x + column, row: layout.screen.y + row)
        {
        case .field, .background: false
        default: true
        }
      }
      if covered { continue }
      let field = world.fields[index]
      if box.height == 1 {
        // Only the box's own cells: a label longer than a narrow box ends in an ellipsis there.
        let shown = String(
          lines[layout.screen.y + box.y][(layout.screen.x + box.x)...]
            .prefix(min(field.label.count, box.width)))
        #expect(
          field.label.hasPrefix(String(shown.filter { $0 != "…" })),
          "\(context): \(field.label) reads \(shown)")
        continue
      }
      #expect(box.height >= 3, "\(context): \(field.label) is \(box.height) rows")
      let drawn = corners.map { glyph($0.0, $0.1) }
      #expect(
        "┌┏".contains(drawn[0]) && "┐┓".contains(drawn[1]),
        "\(context): \(field.label)'s top edge reads \(drawn)")
      #expect(
        "└┗".contains(drawn[2]) && "┘┛".contains(drawn[3]),
        "\(context): \(field.label)'s bottom edge reads \(drawn)")
      for row in (box.y + 1)..<(box.maxY - 1) {
        #expect("│┃".contains(glyph(box.x, row)), "\(context): \(field.label)'s side at row \(row)")
      }
    }
  }
}
