import Foundation
import Testing

@testable import FormSimCore

@Suite struct LayoutParserTests {
  @Test func stacksFieldsWithoutFrames() throws {
    let layout = try parseLayout(
      #"{"name":"Sign up","fields":[{"label":"Email"},{"label":"About","kind":"multiline"},{"label":"Zip"}]}"#
    )
    let fields = layout.fields(windowWidth: 320)
    // x = 20, width 320 − 40, first at 20; then 20 + 31 + 19 = 70 (100 tall); then 70 + 100 + 19.
    #expect(fields[0].frame == Rect(x: 20, y: 20, width: 280, height: 31))
    #expect(fields[1].frame == Rect(x: 20, y: 70, width: 280, height: 100))
    #expect(fields[2].frame == Rect(x: 20, y: 189, width: 280, height: 31))
    // contentHeight defaults to the last bottom + 20: 189 + 31 + 20.
    #expect(layout.contentHeight(windowWidth: 320) == 240)
    #expect(layout.name == "Sign up")
  }

  @Test func explicitFramesAndContentHeight() throws {
    let layout = try parseLayout(
      #"{"contentHeight":900,"fields":[{"label":"A","frame":{"x":10,"y":600,"width":100,"height":40}}]}"#
    )
    #expect(layout.fields(windowWidth: 320)[0].frame == Rect(x: 10, y: 600, width: 100, height: 40))
    #expect(layout.contentHeight(windowWidth: 320) == 900)
    #expect(layout.name == "form.json")
  }

  /// `scrolledBy` starts the scroll view that far past the top of its adjusted inset, and is
  /// written back; a string is refused naming the key.
  @Test func scrolledByStartsTheFormScrolled() throws {
    let layout = try parseLayout(#"{"scrolledBy":120,"fields":[{"label":"a"}]}"#)
    #expect(layout.scrolledBy == 120)
    #expect(layout.json["scrolledBy"] == .number(120))
    // iPhone 15 portrait: the scroll view adds the 59-pt status bar on top, so −59 + 120 = 61.
    let world = World(layout: layout, device: .iphone15)
    #expect(world.contentOffset.y == 61)
    #expect(throws: UserFileError.self) {
      try parseLayout(#"{"scrolledBy":"far","fields":[{"label":"a"}]}"#)
    }
  }

  @Test(arguments: [
    (
      #"{"fields":[{"label":"a"},{"label":"b"},{"label":"c"},{"label":"d","frame":{"x":0,"y":0,"width":10,"height":0}}]}"#,
      "form.json: fields[3].frame.height: must be > 0 and at most 10000000 (got 0)"
    ),
    (
      #"{"fields":[{"label":"a","frame":{"x":0,"y":0,"width":-5,"height":3}}]}"#,
      "form.json: fields[0].frame.width: must be > 0 and at most 10000000 (got -5)"
    ),
    // A size's bounds are a size's: no negative lower bound, as a position's has.
    (
      #"{"fields":[{"label":"a","frame":{"x":0,"y":0,"width":5,"height":1e9}}]}"#,
      "form.json: fields[0].frame.height: must be > 0 and at most 10000000 (got 1000000000)"
    ),
    (
      #"{"fields":[{"label":"a","frame":{"x":-2e7,"y":0,"width":5,"height":3}}]}"#,
      "form.json: fields[0].frame.x: must be between -10000000 and 10000000 (got -20000000)"
    ),
    (
      #"{"fields":[{"label":"a","frame":{"x":0,"width":5,"height":3}}]}"#,
      "form.json: fields[0].frame.y: is missing"
    ),
    (
      #"{"fields":[{"label":"a","kind":"textarea"}]}"#,
      #"form.json: fields[0].kind: must be "text" or "multiline", not "textarea""#
    ),
    (
      #"{"fields":[{"lable":"x"}]}"#,
      #"form.json: fields[0].lable: unknown key (did you mean "label"?)"#
    ),
    (#"{"fields":[]}"#, "form.json: fields: must hold at least one field"),
    (#"{"name":"x"}"#, "form.json: fields: is missing (a list of fields)"),
    (#"{"fields":{}}"#, "form.json: fields: must be an array of fields, not an object"),
    (
      #"{"contentHeight":"tall","fields":[{"label":"a"}]}"#,
      "form.json: contentHeight: must be a number, not a string"
    ),
    (#"[1,2]"#, #"form.json: must be a JSON object with a "fields" array, not an array"#),
    (
      #"{"fields":[{"label":true}]}"#, "form.json: fields[0].label: must be a string, not a boolean"
    ),
    (
      "{\"fields\":[\n  {\"label\":\"a\",}\n]}",
      "form.json: not valid JSON: line 2, column 16: expected a key in double quotes"
    ),
    ("", "form.json: not valid JSON: line 1, column 1: unexpected end of file, expected a value"),
    (
      #"{"fields":[{"label":"a"},{"placeholder":"you@example.com"}]}"#,
      #"form.json: fields[1].label: is missing (the field's label, e.g. "Email")"#
    ),
    (
      "{\"fields\":[{\"label\":\"a\",\"frame\":{\"x\":0,\"y\":0,\"width\":9,\n"
        + "  \"height\":10,\n  \"height\":-1}}]}",
      #"form.json: not valid JSON: line 3, column 3: the key "height" appears twice in one object (first on line 2); keep one"#
    ),
    (
      #"{"name":"a","fields":[{"label":"a"}],"name":"b\u001b[2J"}"#,
      #"form.json: not valid JSON: line 1, column 38: the key "name" appears twice in one object (first on line 1); keep one"#
    ),
    (
      #"{"contentHeight":1e400,"fields":[{"label":"a"}]}"#,
      "form.json: not valid JSON: line 1, column 18: the number 1e400 is too large to hold; numbers must be finite"
    ),
  ])
  func rejectsBadLayoutsWithAPreciseMessage(json: String, expected: String) {
    #expect(layoutMessage(json) == expected)
  }

  @Test func missingFileAndDirectory() {
    #expect(throws: UserFileError.self) { try LayoutParser.load("/nonexistent/form.json") }
    do {
      _ = try LayoutParser.load("/tmp")
      Issue.record("a directory was accepted")
    } catch {
      #expect(error.description == "/tmp: is a directory, not a layout file")
    }
  }

  @Test func builtInsLoadByName() throws {
    #expect(try LayoutParser.load("long").fieldSpecs.count == 24)
    #expect(try LayoutParser.load("twelve").explicitContentHeight == 620)
    #expect(Layout.profile.fieldSpecs.contains { $0.kind == .multiline })
  }

  @Test func longFormNeedsScrollingOnEveryDevice() {
    for device in DeviceProfile.checkDefaults {
      for orientation in Orientation.allCases {
        let window = device.screenSize(orientation)
        #expect(Layout.long.contentHeight(windowWidth: window.width) > window.height)
      }
    }
  }
}

@Suite struct JSONTests {
  @Test func roundTripsAndKeepsKeyOrder() throws {
    let text = #"{"b":1,"a":[true,null,"x\n\u00e9"],"c":{"d":-2.5e2}}"#
    let value = try JSONParser.parse(text)
    #expect(value.serialized() == #"{"b":1,"a":[true,null,"x\né"],"c":{"d":-250}}"#)
  }

  @Test func formatsNumbersPlainly() {
    #expect(JSONValue.format(0.1 + 0.2) == "0.3")
    #expect(JSONValue.format(97) == "97")
    #expect(JSONValue.format(-0.0000004) == "0")
    #expect(JSONValue.format(0.0000125) == "0.000013")
    #expect(JSONValue.format(1e20) == "1e+20")
    #expect(JSONValue.format(.nan) == "null")
  }

  @Test func rejectsDeepNesting() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
  }

  /// Paths are taken apart as text: no file-system or user lookup, and a `~user/` the shell left
  /// alone is read as written, as `stat` and `open` read it.
  @Test func pathNamesAreTakenApartAsText() {
    #expect(PathName.last(of: "forms/Sign Up.storyboard") == "Sign Up.storyboard")
    #expect(PathName.last(of: "forms/") == "forms")
    #expect(PathName.last(of: "form.json") == "form.json")
    #expect(PathName.extension(of: "a.b/Form.XIB") == "XIB")
    #expect(PathName.extension(of: "a.b/Makefile") == "")
    #expect(PathName.extension(of: ".storyboard") == "")
    #expect(PathName.folder(of: "a/b/out.svg") == "a/b")
    #expect(PathName.folder(of: "out.svg") == ".")
    #expect(PathName.folder(of: "/out.svg") == "/")
    #expect(PathName.folder(of: "~nobody/out.svg") == "~nobody")
    #expect(InterfaceBuilderImport.handles("~nobody/Main.storyboard"))
  }
}
