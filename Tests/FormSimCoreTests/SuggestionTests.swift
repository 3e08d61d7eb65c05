import Testing

@testable import FormSimCore

@Suite struct SuggestionTests {
  @Test func findsATypo() {
    #expect(Suggestion.closest(to: "refrence", among: StrategyCatalog.names) == "reference")
    #expect(
      Suggestion.closest(to: "iphone5", among: DeviceProfile.checkDefaults.map(\.name)) == "iphone4"
    )
  }

  @Test func countsATranspositionAsOneEdit() {
    #expect(Suggestion.closest(to: "devcie", among: ["device", "duration"]) == "device")
    #expect(Suggestion.closest(to: "nnoe", among: StrategyCatalog.names) == "none")
  }

  @Test func ignoresCase() {
    #expect(Suggestion.closest(to: "Reference", among: StrategyCatalog.names) == "reference")
  }

  @Test func completesAUniquePrefix() {
    #expect(Suggestion.closest(to: "sim", among: ["run", "simulate", "snapshot"]) == "simulate")
    #expect(Suggestion.closest(to: "view", among: StrategyCatalog.names) == "view-transform")
  }

  @Test func doesNotGuessAnAmbiguousPrefix() {
    #expect(Suggestion.closest(to: "content", among: StrategyCatalog.names) == nil)
  }

  @Test func prefersTheCloserCandidateAndThenTheEarlierOne() {
    #expect(Suggestion.closest(to: "abd", among: ["abcd", "abd"]) == "abd")
    #expect(Suggestion.closest(to: "ab", among: ["abc", "abd"]) == "abc")
  }

  @Test func suggestsNothingFarOff() {
    #expect(Suggestion.closest(to: "xylophone", among: StrategyCatalog.names) == nil)
    #expect(Suggestion.closest(to: "zz", among: ["at", "fps"]) == nil)
    #expect(Suggestion.closest(to: "", among: ["at"]) == nil)
    #expect(Suggestion.closest(to: "device", among: []) == nil)
  }

  @Test func allowsMoreEditsForLongerWords() {
    // 15 letters: up to 5 edits.
    #expect(
      Suggestion.closest(to: "hardwarekeybrd", among: ["hardware-keyboard", "landscape"])
        == "hardware-keyboard")
  }
}
