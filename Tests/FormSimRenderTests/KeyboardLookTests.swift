import FormSimCore
import Testing

@testable import FormSimRender

/// The keyboard is drawn as the world has it: split in two halves, as the emoji keyboard, with
/// the predictive bar wherever it is on, and without it where the device has none.
@Suite struct KeyboardLookTests {
  static func frame(
    _ script: String, device: DeviceProfile, layout: Layout = .twelve,
    orientation: Orientation = .portrait, predictive: Bool? = nil
  ) throws -> (lines: [String], grid: CellGrid, layout: ScreenLayout, simulator: Simulator) {
    var simulator = Simulator(
      settings: SimulationSettings(
        layout: layout, device: device, orientation: orientation, predictive: predictive))
    simulator.run(try ScriptParser.parse(script, fieldCount: simulator.fieldCount))
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: true, unicodeEnabled: true))
    let frame = renderer.render(simulator, columns: 100, rows: 36)
    let screenLayout = renderer.layout(for: simulator.world, columns: 100, rows: 36)
    return (frame.grid.lines, frame.grid, screenLayout, simulator)
  }

  /// The phone's screen alone, its rows from 0, without the bezel and the panel.
  static func phone(_ lines: [String], _ layout: ScreenLayout) -> [String] {
    lines[layout.screen.y..<layout.screen.maxY].map {
      String(Array($0).dropFirst(layout.screen.x).prefix(layout.screen.width))
    }
  }

  /// iPad portrait at 100×36: 768 / 50 columns = 15.36 pt a column, 30.72 pt a row. The split
  /// keyboard's frame is the docked one centred, y (1024 − 264) / 2 = 380, row round(380 /
  /// 30.72) = 12; each half is round(50 × 3 / 8) = 19 columns, so columns 19…30 of its rows
  /// show the form, not the keyboard. The left half holds q…t, the right y…p.
  @Test func theSplitKeyboardIsTwoHalves() throws {
    let (lines, grid, layout, _) = try Self.frame("focus 1; split", device: .ipad)
    let top = layout.screen.y + 12
    let theme = Theme(colorEnabled: true, unicodeEnabled: true)
    for row in top..<(top + 8) {
      for column in (layout.screen.x + 19)..<(layout.screen.x + 31) {
        #expect(grid[column, row].style != theme.keyboard, "row \(row), column \(column)")
      }
      #expect(grid[layout.screen.x + 18, row].style != theme.screen)
      #expect(grid[layout.screen.x + 31, row].style != theme.screen)
    }
    let keys = Self.phone(lines, layout)[13...].prefix(2).joined()
    #expect(keys.contains("q  w  e  r  t"))
    #expect(keys.contains("y  u  i  o  p"))
    #expect(!keys.contains("t  y"))
  }

  /// The undocked keyboard keeps the docked look, full width, over the form.
  @Test func theUndockedKeyboardIsWhole() throws {
    let (lines, _, layout, _) = try Self.frame("focus 1; undock", device: .ipad)
    let phone = Self.phone(lines, layout)
    #expect(phone.contains { $0.contains("[q] [w] [e] [r] [t] [y] [u] [i] [o] [p]") })
  }

  /// The emoji keyboard: its category strip where the letters have the predictive bar, faces,
  /// and the ABC key; no letter keys.
  @Test(arguments: [DeviceProfile.iphone4, .iphoneSE, .iphone15, .ipad])
  func theEmojiKeyboardIsDrawnAsTheEmojiKeyboard(device: DeviceProfile) throws {
    let (lines, _, layout, _) = try Self.frame("focus 1; emoji", device: device)
    let phone = Self.phone(lines, layout).joined(separator: "\n")
    #expect(phone.contains("FREQUENTLY USED"))
    #expect(phone.contains("😀"))
    #expect(phone.contains("ABC"))
    #expect(!phone.contains("space"))
  }

  /// Wherever the bar is on, it is drawn: its suggestions on the rows under the keyboard's top
  /// edge, on every profile that has one, in both orientations; the panel says it is on.
  @Test(arguments: DeviceProfile.all.filter { $0.predictiveBar > 0 }, Orientation.allCases)
  func thePredictiveBarIsDrawnWhereverItIsOn(device: DeviceProfile, orientation: Orientation)
    throws
  {
    let (lines, _, layout, simulator) = try Self.frame(
      "focus 1", device: device, orientation: orientation, predictive: true)
    let keyboardRow = layout.row(atEdge: simulator.world.keyboardFrame.minY)
    let bar = layout.row(atEdge: device.predictiveBar)
    let phone = Self.phone(lines, layout)
    let rows = phone[(keyboardRow + 1)...(keyboardRow + bar)].joined()
    #expect(rows.contains("The"), "\(device.name) \(orientation)")
    #expect(lines.contains { $0.contains("predictive on") })
  }

  /// A profile without the bar says so, and draws none.
  @Test(arguments: DeviceProfile.all.filter { $0.predictiveBar == 0 })
  func aDeviceWithoutTheBarSaysSo(device: DeviceProfile) throws {
    let (lines, _, layout, _) = try Self.frame(
      "focus 1; predictive on", device: device, predictive: true)
    #expect(lines.contains { $0.contains("no predictive bar") })
    #expect(!Self.phone(lines, layout).joined().contains("I'm"))
  }
}
