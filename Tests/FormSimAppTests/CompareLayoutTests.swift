import FormSimApp
import FormSimCore
import FormSimRender
import Foundation
import Testing

/// Narrow comparison panes: the spare columns shared out between them, and text they cut ends
/// in an ellipsis.
@Suite struct CompareLayoutTests {
  static let sixStrategies = [
    "none", "content-height", "content-inset", "view-transform",
    "scroll-offset", "reference",
  ]

  /// Across each row of panes, the columns before the first, between two and after the last
  /// differ by at most two: shares of the spare columns differ by one, and a gap between two
  /// panes has one more column that sets them apart. (At 120×40 the gaps were 8 at the edges
  /// and 17 between.)
  @Test(arguments: [(80, 30), (100, 36), (120, 40), (160, 45), (200, 50), (240, 60)])
  func theSpareColumnsAreSharedOut(size: (columns: Int, rows: Int)) {
    let iphone4 = Size(width: 320, height: 480)
    let layout = CompareLayout(
      columns: size.columns, rows: size.rows, windowSizes: Array(repeating: iphone4, count: 6))
    #expect(!layout.isTooSmall)
    let rows = Dictionary(grouping: layout.panes) { $0.device.device.y }
    for (_, panes) in rows {
      let devices = panes.map(\.device.device).sorted { $0.x < $1.x }
      var gaps = [devices[0].x]
      for (left, right) in zip(devices, devices.dropFirst()) { gaps.append(right.x - left.maxX) }
      gaps.append(size.columns - devices[devices.count - 1].maxX)
      #expect(gaps.dropFirst().dropLast().allSatisfy { $0 >= 1 }, "\(size): \(gaps)")
      #expect((gaps.max() ?? 0) - (gaps.min() ?? 0) <= 2, "\(size): \(gaps)")
    }
  }

  /// At 120×40 six iPhone 4 panes go three to a row, each screen 20 columns: 16 pt a column.
  /// A field (x 20 to 300) covers columns round(1.25) = 1 to round(18.75) = 19, 18 columns;
  /// on one row (`long`'s fields are 2.3 rows apart there) "Job title job title" is 19
  /// characters, cut to 17 and an ellipsis.
  @Test func aCutLabelOrPlaceholderEndsInAnEllipsis() {
    var compare = CompareModel(
      settings: SimulationSettings(layout: .long, device: .iphone4), strategies: Self.sixStrategies)
    for _ in 0..<7 { _ = compare.handle(.tab) }
    for _ in 0..<600 where compare.needsFrames { compare.advance(bySeconds: 1.0 / 60) }
    let frame = compare.render(columns: 120, rows: 40, colorEnabled: true, unicodeEnabled: true)
    let text = TextWriter.render(frame.grid)
    #expect(text.contains("Job title job tit…"))
    #expect(!text.contains("Job title job tit "))
  }
}
