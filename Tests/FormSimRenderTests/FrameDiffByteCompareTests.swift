import Testing

@testable import FormSimRender

/// The diff compares cells byte for byte first; cells whose bytes differ must still be compared
/// by value.
@Suite struct FrameDiffByteCompareTests {
  @Test func equalGlyphsStoredDifferentlyAreNotChanges() {
    var old = CellGrid(width: 3, height: 1)
    old[1, 0] = Cell(Character("\u{E9}"))
    var new = CellGrid(width: 3, height: 1)
    new[1, 0] = Cell(Character("e\u{301}"))
    #expect(old[1, 0] == new[1, 0])
    #expect(FrameDiff.changedRuns(old: old, new: new).isEmpty)
  }

  @Test func aStyleChangeAloneIsAChange() {
    let old = CellGrid(width: 3, height: 2)
    var new = old
    new[2, 1] = Cell(" ", style: Style(reverse: true))
    #expect(FrameDiff.changedRuns(old: old, new: new) == [CellRun(row: 1, column: 2, count: 1)])
  }
}
