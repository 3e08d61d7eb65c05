import FormSimCore
import Testing

@testable import FormSimApp

@Suite struct FormValueKeysTests {
  @Test func uniqueLabelsAreTheKeys() {
    #expect(FormValueKeys.keys(for: ["Name", "Email"]) == ["Name", "Email"])
  }

  @Test func repeatedAndEmptyLabelsGetTheFieldsNumber() {
    let keys = FormValueKeys.keys(for: ["Email", "", "Email", "", "Name"])
    #expect(keys == ["Email (field 1)", "field 2", "Email (field 3)", "field 4", "Name"])
  }

  @Test func aGeneratedKeyNeverTakesAnotherFieldsLabel() {
    // Field 3's label is what field 1's key would be: field 1 gets a `#2` after it.
    let keys = FormValueKeys.keys(for: ["", "x", "field 1"])
    #expect(keys == ["field 1 #2", "x", "field 1"])
    #expect(Set(keys).count == keys.count)
  }

  /// Every typed value is written once when labels repeat or are empty.
  @Test func everyValueHasItsOwnKey() {
    let layout = Layout(
      name: "repeats", fields: [.init(label: "Phone"), .init(label: "Phone"), .init(label: "")])
    var app = AppModel(simulator: Simulator(settings: SimulationSettings(layout: layout)))
    for text in ["111", "222", "333"] {
      _ = app.handle(.tab)
      for character in text { _ = app.handle(.character(character)) }
    }
    #expect(app.values.map(\.label) == ["Phone (field 1)", "Phone (field 2)", "field 3"])
    #expect(app.values.map(\.text) == ["111", "222", "333"])
  }
}
