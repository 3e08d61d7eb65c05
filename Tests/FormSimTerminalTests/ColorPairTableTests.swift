import FormSimTerminal
import Testing

@Suite struct ColorPairTableTests {
  @Test func defaultOnDefaultIsPairZero() {
    var table = ColorPairTable(limit: 256)
    #expect(table.pair(foreground: -1, background: -1) == (0, false))
  }

  @Test func pairsAreAllocatedOnceInOrder() {
    var table = ColorPairTable(limit: 256)
    #expect(table.pair(foreground: 1, background: -1) == (1, true))
    #expect(table.pair(foreground: 2, background: 4) == (2, true))
    #expect(table.pair(foreground: 1, background: -1) == (1, false))
  }

  @Test func everyCombinationOfTheSeventeenColoursFits() {
    var table = ColorPairTable(limit: 65_536)
    var numbers = Set<Int16>()
    for fg in Int16(-1)...15 {
      for bg in Int16(-1)...15 { numbers.insert(table.pair(foreground: fg, background: bg).number) }
    }
    #expect(numbers.count == 17 * 17)
  }

  @Test func runningOutFallsBackToPairZero() {
    var table = ColorPairTable(limit: 3)
    #expect(table.pair(foreground: 1, background: 0).number == 1)
    #expect(table.pair(foreground: 2, background: 0).number == 2)
    #expect(table.pair(foreground: 3, background: 0) == (0, false))
  }
}

extension ColorPairTableTests {
  @Test func resetStartsTheNumbersAgain() {
    var table = ColorPairTable(limit: 256)
    _ = table.pair(foreground: 1, background: -1)
    _ = table.pair(foreground: 2, background: -1)
    table.reset()
    #expect(table.pair(foreground: 2, background: -1) == (1, true))
  }

  /// `CursesStyle` only makes −1...15; anything else is drawn in pair 0 and uses up no pair.
  @Test func coloursOutsideTheSeventeenGetPairZero() {
    var table = ColorPairTable(limit: 256)
    #expect(table.pair(foreground: 16, background: 0) == (0, false))
    #expect(table.pair(foreground: 0, background: -2) == (0, false))
    #expect(table.pair(foreground: 0, background: 0) == (1, true))
  }
}
