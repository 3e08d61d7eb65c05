import FormSimApp
import FormSimCore
import Testing

@testable import FormSimTerminal

/// The run loop hands characters read together to the app as one text, in order with the keys
/// between them.
@Suite struct TypingRunsTests {
  @Test func charactersInARowAreJoinedAndOtherKeysKeepTheirPlace() {
    let events: [KeyEvent] = [
      .character("a"), .character("b"), .tab, .character("c"), .function(10), .character("d"),
    ]
    #expect(
      TerminalRunLoop.typingRuns(events) == [
        .typing("ab"), .event(.tab), .typing("c"), .event(.function(10)), .typing("d"),
      ])
    #expect(TerminalRunLoop.typingRuns([]) == [])
    #expect(TerminalRunLoop.typingRuns([.resize]) == [.event(.resize)])
  }
}
