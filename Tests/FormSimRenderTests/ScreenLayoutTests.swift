import FormSimCore
import Testing

@testable import FormSimRender

@Suite struct ScreenLayoutTests {
  let portrait = Size(width: 320, height: 480)

  @Test func iphone4FitsA100By35TerminalAtAbout8PointsPerColumn() {
    let layout = ScreenLayout(columns: 100, rows: 35, windowSize: portrait)
    #expect(!layout.isTooSmall)
    #expect(layout.pointsPerRow == 2 * layout.pointsPerColumn)
    #expect(abs(layout.pointsPerColumn - 8) < 0.6)
    #expect(abs(layout.pointsPerRow - 16) < 1.2)
    #expect(Double(layout.screen.width) * layout.pointsPerColumn >= 320 - 1e-6)
    #expect(Double(layout.screen.height) * layout.pointsPerRow >= 480 - 1e-6)
    #expect(layout.device.maxY <= 34)
    #expect(layout.panelPlacement == .right)
    #expect(layout.device.maxX < layout.panel.x)
    #expect(layout.footer == CellRect(x: 0, y: 34, width: 100, height: 1))
  }

  @Test func theScreenIsTheLargestThatFits() {
    let layout = ScreenLayout(columns: 100, rows: 36, windowSize: portrait)
    // 33 rows for 480 pt: one row fewer would need more than the 35 rows above the footer.
    #expect(layout.screen.height == 33)
    #expect(layout.screen.width == 44)
    #expect(layout.device == CellRect(x: 3, y: 0, width: 46, height: 35))
  }

  @Test func aNarrowTallTerminalPutsThePanelBelow() {
    let layout = ScreenLayout(columns: 60, rows: 70, windowSize: portrait)
    #expect(layout.panelPlacement == .below)
    #expect(layout.panel.y == layout.device.maxY)
    #expect(layout.panel.height >= ScreenLayout.minimumPanelHeight)
    #expect(layout.device.width <= 60)
  }

  @Test func belowTheMinimumTheLayoutSaysSo() {
    #expect(ScreenLayout(columns: 59, rows: 30, windowSize: portrait).isTooSmall)
    #expect(ScreenLayout(columns: 100, rows: 19, windowSize: portrait).isTooSmall)
    #expect(!ScreenLayout(columns: 60, rows: 20, windowSize: portrait).isTooSmall)
  }

  @Test func aForcedScaleIsUsedAsGiven() {
    let layout = ScreenLayout(columns: 100, rows: 36, windowSize: portrait, forcedScale: 10)
    #expect(layout.pointsPerColumn == 10)
    #expect(layout.pointsPerRow == 20)
    #expect(layout.screen.width == 32)
    #expect(layout.screen.height == 24)
  }

  @Test func cellsAndPointsConvertBothWays() throws {
    let layout = ScreenLayout(columns: 100, rows: 36, windowSize: portrait)
    let origin = try #require(layout.point(column: layout.screen.x, row: layout.screen.y))
    #expect(abs(origin.x - layout.pointsPerColumn / 2) < 1e-9)
    #expect(abs(origin.y - layout.pointsPerRow / 2) < 1e-9)
    #expect(layout.point(column: layout.device.x, row: layout.screen.y) == nil)
    #expect(layout.point(column: layout.panel.x + 1, row: 5) == nil)
    let cell = CellPosition(column: layout.screen.x + 10, row: layout.screen.y + 20)
    let point = try #require(layout.point(column: cell.column, row: cell.row))
    #expect(layout.cell(at: point) == cell)
    #expect(layout.cell(at: Point(x: 400, y: 10)) == nil)
  }
}
