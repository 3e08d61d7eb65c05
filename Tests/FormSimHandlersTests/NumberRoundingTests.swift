import Testing

@testable import FormSimHandlers

/// A number's `rounded`, with Swift's rules by their implicit-member names.
struct NumberRoundingTests {
  @Test func eachRuleRoundsAsSwiftDoes() throws {
    let here = SourceLocation(line: 1, column: 1)
    // No rule: halves away from zero, 2.5 to 3 and -2.5 to -3.
    #expect(try Evaluator.rounded(2.5, by: nil, at: here) == .double(3))
    #expect(try Evaluator.rounded(-2.5, by: nil, at: here) == .double(-3))
    #expect(try Evaluator.rounded(2.1, by: .enumCase("up", []), at: here) == .double(3))
    #expect(try Evaluator.rounded(2.9, by: .enumCase("down", []), at: here) == .double(2))
    #expect(
      try Evaluator.rounded(2.5, by: .enumCase("toNearestOrEven", []), at: here) == .double(2))
    #expect(try Evaluator.rounded(-2.7, by: .enumCase("towardZero", []), at: here) == .double(-2))
    #expect(try Evaluator.rounded(2.5, by: .opaque("rule"), at: here).isOpaque)
    #expect(throws: Interruption.self) {
      try Evaluator.rounded(2.5, by: .enumCase("sideways", []), at: here)
    }
  }
}
