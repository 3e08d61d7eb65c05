import FormSimCore
import FormSimRender
import Foundation
import Testing

@testable import FormSimApp

/// The renderer and every strategy are total over what a layout file may say: coordinates of
/// ±10⁷ points and sizes of 10⁻⁷ draw a frame of the terminal's size, mid-slide and settled.
@Suite struct ExtremeLayoutRenderTests {
  static let layouts = [
    #"{"contentHeight":10000000,"fields":[{"label":"a","frame":{"x":-10000000,"y":10000000,"width":10000000,"height":10000000}},{"label":"b","frame":{"x":0,"y":-10000000,"width":0.0000001,"height":0.0000001}}]}"#,
    #"{"contentHeight":0.0000001,"fields":[{"label":"a","frame":{"x":10000000,"y":0,"width":0.0000001,"height":10000000}},{"label":"b","kind":"multiline","growsWithText":true}]}"#,
  ]

  @Test(arguments: layouts)
  func everyStrategyDrawsAFrame(json: String) throws {
    let layout = try LayoutParser.parse(Data(json.utf8), file: "edge.json")
    for strategy in StrategyCatalog.names {
      var app = AppModel(
        settings: SimulationSettings(layout: layout, device: .iphone15, strategy: strategy))
      // Focus mid-slide, then a rotation with the keyboard up.
      for event in [KeyEvent.tab, .function(4)] {
        _ = app.handle(event)
        app.advance(bySeconds: 0.1)
        let frame = app.render(columns: 100, rows: 36, colorEnabled: true, unicodeEnabled: true)
        #expect(frame.grid.width == 100 && frame.grid.height == 36, "\(strategy)")
      }
    }
  }
}
