import Foundation
import Testing

@testable import FormSimCore

@Suite struct LayoutSourceTests {
  @Test func jsonFieldsKeepTheLineTheyStartOn() throws {
    let json = """
      {
        "name": "Lines",
        "fields": [
          { "label": "A" },

          { "label": "B",
            "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }, { "label": "C" }
        ]
      }
      """
    let (layout, lines) = try LayoutParser.parseRecordingLines(Data(json.utf8), file: "l.json")
    #expect(layout.fieldSpecs.map(\.label) == ["A", "B", "C"])
    // A opens on line 4, B on line 6, C later on line 7.
    #expect(lines == [4, 6, 7])
  }

  @Test func loadsEveryFormSceneOrTheNamedOne() throws {
    let path = InterfaceBuilderImportTests.fixture("SignUp.storyboard")
    let all = try LayoutSource.load(path)
    #expect(all.map(\.layout.name) == ["Sign up", "LoginViewController"])
    #expect(all.map(\.device?.name) == ["iphone-se", "iphone-se"])
    let one = try LayoutSource.load(path, scene: "Login")
    #expect(one.count == 1)
    #expect(one[0].line(ofField: 2) == 149)
    #expect(one[0].line(ofField: 3) == nil)
    #expect(one[0].file == path)
    #expect(try LayoutSource.loadOne(path, scene: "Login") == one[0])
    // One form is needed and there are two: the message lists them.
    #expect(throws: UserFileError.self) { try LayoutSource.loadOne(path) }
  }

  @Test func builtInsAndSceneMisuse() throws {
    let builtIn = try LayoutSource.load("long")
    #expect(builtIn.count == 1 && builtIn[0].file == nil && builtIn[0].fieldLines.isEmpty)
    #expect(throws: UserFileError.self) { try LayoutSource.load("long", scene: "Login") }
    // A single-layout load of a storyboard with two form scenes asks which one.
    #expect(throws: UserFileError.self) {
      try LayoutParser.load(InterfaceBuilderImportTests.fixture("SignUp.storyboard"))
    }
    let xib = try LayoutParser.load(InterfaceBuilderImportTests.fixture("ShippingAddress.xib"))
    #expect(xib.fieldSpecs.count == 7)
  }
}
