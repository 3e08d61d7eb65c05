import Foundation
import Testing

@testable import FormSimCore

/// The layout keys `container` (what the scroll view is) and a field's `cell`.
@Suite struct TableLayoutTests {
  @Test func containerAndCellsParse() throws {
    let layout = try parseLayout(
      """
      {"container":"tableViewController","fields":[
        {"label":"A","frame":{"x":16,"y":6.5,"width":288,"height":31},
         "cell":{"x":0,"y":0,"width":320,"height":44}},
        {"label":"B"}]}
      """)
    #expect(layout.container == .tableViewController)
    #expect(layout.fieldSpecs.map(\.cell) == [Rect(x: 0, y: 0, width: 320, height: 44), nil])
    let fields = layout.fields(windowWidth: 320)
    #expect(fields[0].cellFrame == Rect(x: 0, y: 0, width: 320, height: 44))
    // A field without a cell stands for its own: the second is stacked after the first's bottom,
    // 6.5 + 31 + 19 = 56.5.
    #expect(fields[1].cellFrame == Rect(x: 20, y: 56.5, width: 280, height: 31))
    #expect(
      try parseLayout(#"{"container":"tableView","fields":[{"label":"a"}]}"#).container
        == .tableView)
    // Without the key, the seeds' scroll view.
    #expect(try parseLayout(#"{"fields":[{"label":"a"}]}"#).container == .scrollView)
  }

  @Test(arguments: [
    (
      #"{"container":"tableViewControler","fields":[{"label":"a"}]}"#,
      #"form.json: container: must be "scrollView", "tableView" or "tableViewController", not "tableViewControler" (did you mean "tableViewController"?)"#
    ),
    (
      #"{"container":7,"fields":[{"label":"a"}]}"#,
      "form.json: container: must be a string, not a number"
    ),
    (
      #"{"fields":[{"label":"a","cell":{"x":0,"y":0,"width":320,"height":44}}]}"#,
      #"form.json: fields[0].cell: needs "container": "tableView" or "tableViewController" (only a table has cells)"#
    ),
    (
      #"{"container":"tableView","fields":[{"label":"a","cell":{"x":0,"y":0,"width":320,"height":0}}]}"#,
      "form.json: fields[0].cell.height: must be > 0 and at most 10000000 (got 0)"
    ),
    (
      #"{"container":"tableView","fields":[{"label":"a","cell":[0,0,320,44]}]}"#,
      "form.json: fields[0].cell: must be an object with x, y, width and height, not an array"
    ),
    (
      #"{"contaner":"tableView","fields":[{"label":"a"}]}"#,
      #"form.json: contaner: unknown key (did you mean "container"?)"#
    ),
  ])
  func badKeysAreNamed(json: String, message: String) {
    #expect(layoutMessage(json) == message)
  }

  @Test func writtenBackAsTheFileSaysIt() throws {
    let json =
      #"{"name":"T","container":"tableViewController","fields":[{"label":"A","kind":"text","frame":{"x":16,"y":6.5,"width":288,"height":31},"cell":{"x":0,"y":0,"width":320,"height":44}}]}"#
    let layout = try parseLayout(json)
    #expect(layout.json.serialized() == json)
    #expect(try parseLayout(layout.json.serialized()) == layout)
    // A scroll view writes no key, as before.
    #expect(!Layout.twelve.json.serialized().contains("container"))
  }

  @Test func tablesGetUIScrollViewsOwnFirstResponderScrolling() {
    var layout = Layout.twelve
    #expect(!layout.usesAppChrome)
    layout.container = .tableView
    #expect(layout.usesAppChrome)
  }

  @Test func aGrowingTextViewGrowsItsCellAndMovesTheCellsBelow() throws {
    // Cells 44 tall at y = 0 and 44; the text view 31 tall at 6.5 grows to four lines:
    // 2 × 8 + 4 × 18 = 88, so by 57; its cell becomes 101 tall, the next cell moves to 101 and
    // its field to 50.5 + 57 = 107.5.
    let layout = try parseLayout(
      """
      {"container":"tableView","fields":[
        {"label":"Notes","kind":"multiline","growsWithText":true,
         "frame":{"x":16,"y":6.5,"width":288,"height":31},"cell":{"x":0,"y":0,"width":320,"height":44}},
        {"label":"B","frame":{"x":16,"y":50.5,"width":288,"height":31},
         "cell":{"x":0,"y":44,"width":320,"height":44}}]}
      """)
    var world = World(layout: layout, device: .iphone4)
    world.fields[0].text = "one\ntwo\nthree\nfour"
    #expect(world.fitTextView(0) == 57)
    #expect(world.fields[0].cell == Rect(x: 0, y: 0, width: 320, height: 101))
    #expect(world.fields[1].cell == Rect(x: 0, y: 101, width: 320, height: 44))
    #expect(world.fields[1].frame.minY == 107.5)
  }
}
