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
