import FormSimCore
import FormSimHandlers
import Testing

/// What the interpreter keeps between and across calls: locals told apart by their whole name,
/// and the evaluators and compiled copies `check`'s threads use.
@Suite(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
struct InterpreterStateTests {
  @Test func localsThatShareTheirFirstCharactersKeepTheirOwnValues() throws {
    let fixture = try HandlerFixture("LongLocalNames.swift", tag: "locals-")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(0)
    simulator.settle()
    // keyboardFrameAB.size.height = 4 + (30 − 10) = 24; had keyboardHeightB read
    // keyboardHeightA's value (their first seven characters are the same), it would be 4.
    #expect(simulator.world.contentInset.bottom == 24)
  }

  @Test(arguments: ["ContentInset.m", "InsetScrollRect.swift"])
  func checkOnTwoThreadsReportsWhatItReportsOnOne(file: String) throws {
    let fixture = try HandlerFixture(file, tag: "threads-")
    func check(concurrency: Int) -> LayoutCheckReport {
      var check = LayoutCheck(
        layout: .long, devices: [.iphone4, .iphone15, .ipad], orientations: Orientation.allCases,
        strategies: [fixture.name], concurrency: concurrency)
      // Short chunks, so that both threads work on every group and each makes its own copy.
      check.chunkSize = 5
      return check.run()
    }
    let one = check(concurrency: 1)
    #expect(one.checks.count == 3 * 2 * 24)
    #expect(check(concurrency: 2) == one)
  }
}
