import FormSimCore
import FormSimRender
import Testing

@testable import FormSimApp

/// `--watch`: a layout file read again replaces the form, keeping what the user did where the
/// fields still exist, and a file that no longer parses is reported without losing the form.
@Suite struct LayoutReloadTests {
  static let before = Layout(
    name: "Before", fields: [.init(label: "Name"), .init(label: "Email"), .init(label: "Phone")])

  static func app() -> AppModel {
    var app = AppModel(settings: SimulationSettings(layout: before, device: .iphone4))
    _ = app.handle(.tab)
    AppModelTests.type("Ann", into: &app)
    _ = app.handle(.tab)
    AppModelTests.type("ann@example.com", into: &app)
    _ = app.handle(.left)
    AppModelTests.settle(&app)
    return app
  }

  @Test func textAndFocusFollowTheirFieldsByLabel() {
    var app = Self.app()
    #expect(app.simulator.focusedIndex == 1)
    // A field is added above, Phone is removed, Email moves from second to third.
    let after = Layout(
      name: "After",
      fields: [.init(label: "Title"), .init(label: "Name"), .init(label: "Email")])
    app.replaceLayout(after)
    #expect(app.values.map(\.label) == ["Title", "Name", "Email"])
    #expect(app.values.map(\.text) == ["", "Ann", "ann@example.com"])
    #expect(app.simulator.focusedIndex == 2)
    // The caret stayed one character from the end (the ← before the reload).
    #expect(app.simulator.world.fields[2].caret == "ann@example.com".count - 1)
    #expect(app.settings.layout == after)
    #expect(app.settings.device == .iphone4)
  }

  @Test func aRemovedFocusedFieldLeavesNoFocus() {
    var app = Self.app()
    app.replaceLayout(Layout(name: "Short", fields: [.init(label: "Name")]))
    #expect(app.values.map(\.text) == ["Ann"])
    #expect(app.simulator.focusedIndex == nil)
  }

  @Test func aBrokenFileIsShownAndTheLastGoodFormKept() {
    var app = Self.app()
    app.reportLayoutProblem("Form.storyboard: line 12: not well-formed XML")
    #expect(app.settings.layout == Self.before)
    #expect(app.values.map(\.text) == ["Ann", "ann@example.com", ""])
    let text = TextWriter.render(
      app.render(columns: 120, rows: 40, colorEnabled: false, unicodeEnabled: true).grid)
    // First in the panel, wrapped to its 42 columns.
    #expect(text.contains("│ ✗ Form.storyboard: line 12: not            │"))
    #expect(text.contains("│ well-formed XML                            │"))
    // The next good read clears the message.
    app.replaceLayout(Self.before)
    #expect(app.layoutProblem == nil)
    let after = TextWriter.render(
      app.render(columns: 120, rows: 40, colorEnabled: false, unicodeEnabled: true).grid)
    #expect(!after.contains("not well-formed"))
  }

  @Test func everyComparisonPaneReloads() {
    var compare = CompareModel(
      settings: SimulationSettings(layout: Self.before, device: .iphone4),
      strategies: ["none", "reference"])
    _ = compare.handle(.tab)
    for character in "Bo" { _ = compare.handle(.character(character)) }
    compare.replaceLayout(Layout(name: "After", fields: [.init(label: "X"), .init(label: "Name")]))
    #expect(compare.panes.map { $0.values.map(\.text) } == [["", "Bo"], ["", "Bo"]])
    compare.reportLayoutProblem("form.json: fields[0].frame.height: must be > 0")
    let text = TextWriter.render(
      compare.render(columns: 120, rows: 40, colorEnabled: false, unicodeEnabled: true).grid)
    #expect(text.contains("✗ form.json: fields[0].frame.height: must be > 0"))
  }
}
