import Testing

@testable import FormSimRender

/// A sliding keyboard is drawn once per look and size, then copied: every frame must still show
/// exactly the panel that drawing it afresh would give, cut at the screen's bottom.
@Suite struct KeyboardPanelTests {
  static let themes = [
    Theme(colorEnabled: true, unicodeEnabled: true),
    Theme(colorEnabled: false, unicodeEnabled: false),
  ]

  /// The whole panel, drawn at the top of a grid its own size.
  private func fullPanel(_ theme: Theme, width: Int, height: Int, predictive: Int) -> CellGrid {
    var grid = CellGrid(width: width, height: height)
    KeyboardRenderer(theme: theme).draw(
      top: 0, height: height, width: width, predictiveRows: predictive, clipBottom: height,
      into: &grid)
    return grid
  }

  @Test func everyFrameOfASlideIsThePanelCutAtTheBottom() {
    for theme in Self.themes {
      let panel = fullPanel(theme, width: 30, height: 11, predictive: 2)
      // Keys, the rule on top and the predictive words are all there.
      #expect(panel.lines.joined().contains("q"))
      #expect(panel.lines[0].allSatisfy { $0 != " " })
      #expect(panel.lines.joined().contains("The"))
      for top in [-3, 0, 4, 10, 14, 20] {
        for (left, clipBottom) in [(0, 16), (3, 12), (-2, 16), (0, 5)] {
          var grid = CellGrid(width: 34, height: 16, fill: Cell("."))
          KeyboardRenderer(theme: theme).draw(
            top: top, height: 11, width: 30, left: left, predictiveRows: 2,
            clipBottom: clipBottom, into: &grid)
          var expected = CellGrid(width: 34, height: 16, fill: Cell("."))
          for y in 0..<11 where top + y < clipBottom {
            for x in 0..<30 { expected[left + x, top + y] = panel[x, y] }
          }
          #expect(grid == expected, "top \(top), left \(left), clip \(clipBottom)")
        }
      }
    }
  }

  @Test func anotherLookOrSizeIsDrawnAfresh() {
    let colour = fullPanel(Self.themes[0], width: 30, height: 11, predictive: 0)
    let plain = fullPanel(Self.themes[1], width: 30, height: 11, predictive: 0)
    #expect(colour != plain)
    #expect(colour.lines != plain.lines)  // Unicode key frames against ASCII ones.
    let predictive = fullPanel(Self.themes[0], width: 30, height: 11, predictive: 2)
    #expect(predictive != colour)
    #expect(fullPanel(Self.themes[0], width: 30, height: 11, predictive: 0) == colour)
  }

  @Test func panelsAreKeptByShapeAndTheOldestLeavesFirst() {
    let panels = RecentValues<KeyboardPanels.Shape, CellGrid>(capacity: KeyboardPanels.capacity)
    var drawn: [Int] = []
    func shape(_ width: Int) -> KeyboardPanels.Shape {
      KeyboardPanels.Shape(theme: Self.themes[0], width: width, height: 4, predictiveRows: 0)
    }
    func ask(_ width: Int) -> CellGrid {
      panels.value(for: shape(width)) {
        drawn.append(width)
        return CellGrid(width: width, height: 4)
      }
    }
    #expect(ask(10).width == 10)
    #expect(ask(10).width == 10)
    #expect(drawn == [10])
    // A different theme is a different shape.
    var plain = shape(10)
    plain.theme = Self.themes[1]
    _ = panels.value(for: plain) {
      drawn.append(-10)
      return CellGrid(width: 10, height: 4)
    }
    #expect(drawn == [10, -10])
    // Four more shapes push out the first two; the newest are still kept.
    for width in 11...14 { _ = ask(width) }
    _ = ask(14)
    _ = ask(11)
    #expect(drawn == [10, -10, 11, 12, 13, 14])
    _ = ask(10)
    #expect(drawn == [10, -10, 11, 12, 13, 14, 10])
  }
}
