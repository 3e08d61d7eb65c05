import FormSimCore
import Foundation
import Testing

@testable import FormSimRender

/// A secure field shows a bullet for every character typed, as iOS does, on the terminal and in
/// every file drawn from the same frames.
@Suite struct SecureFieldTests {
  /// The `long` form's field 13 is its Password field; typed into, it holds "hunter2".
  static func typedPassword(unicode: Bool) throws -> CellGrid {
    var simulator = Simulator(
      settings: SimulationSettings(layout: .long, device: .iphone4, strategy: "reference"))
    simulator.run(try ScriptParser.parse("focus 13; type hunter2", fieldCount: 24))
    #expect(simulator.world.fields[12].text == "hunter2")
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: unicode))
    return renderer.render(simulator, columns: 100, rows: 36).grid
  }

  @Test func aTypedPasswordIsDrawnAsBullets() throws {
    let text = TextWriter.render(try Self.typedPassword(unicode: true))
    #expect(text.contains("┃ •••••••"))
    #expect(!text.contains("hunter2"))
  }

  /// The ASCII look draws a focused box with `#`.
  @Test func theASCIILookUsesAsterisks() throws {
    let text = TextWriter.render(try Self.typedPassword(unicode: false))
    #expect(text.contains("# *******"))
    #expect(!text.contains("hunter2"))
  }

  @Test func anSVGSnapshotHoldsNoPassword() throws {
    let svg = SVGWriter.render(try Self.typedPassword(unicode: true))
    #expect(svg.contains("•••••••"))
    #expect(!svg.contains("hunter2"))
  }

  /// A layout file's `"secure": true` field, drawn on one row where the form has no room for
  /// boxes (80×24: 480 / 22 = 21.8 pt a row, stacked fields 50 / 21.8 = 2.3 rows apart).
  @Test func aLayoutFilesSecureFieldIsBulletsOnOneRowToo() throws {
    let json = #"{"fields":[{"label":"User"},{"label":"PIN","secure":true},{"label":"Note"}]}"#
    let layout = try LayoutParser.parse(Data(json.utf8), file: "pin.json")
    var simulator = Simulator(
      settings: SimulationSettings(layout: layout, device: .iphone4, strategy: "reference"))
    simulator.run(try ScriptParser.parse("focus 1; type ann; focus 2; type 1234", fieldCount: 3))
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let text = TextWriter.render(renderer.render(simulator, columns: 80, rows: 24).grid)
    #expect(text.contains("User ann"))
    #expect(text.contains("PIN ••••"))
    #expect(!text.contains("1234"))
  }
}
