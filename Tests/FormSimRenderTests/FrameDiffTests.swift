import FormSimRender
import Testing

@Suite struct FrameDiffTests {
  private func grid(_ lines: [String]) -> CellGrid {
    var grid = CellGrid(width: DisplayWidth.of(lines[0]), height: lines.count)
    for (y, line) in lines.enumerated() { grid.put(line, x: 0, y: y) }
    return grid
  }

  @Test func firstFrameSendsEveryRow() {
    let new = grid(["abc", "def"])
    #expect(
      FrameDiff.changedRuns(old: nil, new: new) == [
        CellRun(row: 0, column: 0, count: 3), CellRun(row: 1, column: 0, count: 3),
      ])
  }

  @Test func identicalFramesSendNothing() {
    let frame = grid(["abc", "def"])
    #expect(FrameDiff.changedRuns(old: frame, new: frame).isEmpty)
  }

  @Test func oneChangedCellIsOneRunOfOne() {
    let runs = FrameDiff.changedRuns(
      old: grid(["abcdef", "ghijkl"]), new: grid(["abcdef", "ghiXkl"]))
    #expect(runs == [CellRun(row: 1, column: 3, count: 1)])
  }

  @Test func separateChangesOnARowAreSeparateRuns() {
    let runs = FrameDiff.changedRuns(old: grid(["abcdef"]), new: grid(["XbcdYZ"]))
    #expect(runs == [CellRun(row: 0, column: 0, count: 1), CellRun(row: 0, column: 4, count: 2)])
  }

  @Test func styleChangeAloneCountsAsChange() {
    let old = grid(["abc"])
    var new = old
    new[1, 0] = Cell("b", style: Style(bold: true))
    #expect(FrameDiff.changedRuns(old: old, new: new) == [CellRun(row: 0, column: 1, count: 1)])
  }

  @Test func wideGlyphIsSentWithItsContinuation() {
    let old = grid(["ab  cd"])
    let new = grid(["ab日cd"])
    #expect(FrameDiff.changedRuns(old: old, new: new) == [CellRun(row: 0, column: 2, count: 2)])
  }

  @Test func changedContinuationPullsInItsGlyph() {
    let old = grid(["ab日cd"])
    var new = old
    new[3, 0] = Cell(" ", style: Style(underline: true), isContinuation: true)
    #expect(FrameDiff.changedRuns(old: old, new: new) == [CellRun(row: 0, column: 2, count: 2)])
  }

  @Test func aSizeChangeRepaintsEverything() {
    let runs = FrameDiff.changedRuns(old: grid(["ab"]), new: grid(["abc", "def"]))
    #expect(runs.count == 2)
    #expect(runs.allSatisfy { $0.column == 0 && $0.count == 3 })
  }
}
