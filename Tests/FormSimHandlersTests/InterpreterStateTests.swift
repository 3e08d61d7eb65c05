import FormSimCore
import FormSimHandlers
import Testing

/// What the interpreter keeps between and across calls: locals told apart by their whole name,
/// and the evaluators and compiled copies `check`'s threads use.
@Suite struct InterpreterStateTests {
  @Test func localsThatShareTheirFirstCharactersKeepTheirOwnValues() throws {
    let fixture = try HandlerFixture("LongLocalNames.swift", tag: "locals-")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(0)
    simulator.settle()
    // keyboardFrameAB.size.height = 4 + (30 − 10) = 24; had keyboardHeightB read
    // keyboardHeightA's value (their first seven characters are the same), it would be 4.
    #expect(simulator.world.contentInset.bottom == 24)
  }

  @Test func geometryInLocalsChangesMemberByMember() throws {
    let fixture = try HandlerFixture("LocalGeometry.swift", tag: "geometry-")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(0)
    simulator.settle()
    // frame.origin.y = 100 − 30 = 70; frame.size.height = 40 × 2 = 80; size.width = 50 + 5 = 55;
    // insets.bottom = 70 + 80 + 55 = 205.
    #expect(simulator.world.contentInset.bottom == 205)
    // The property `offset` (12, set in viewDidLoad where no local has the name), plus 1.
    #expect(simulator.world.contentOffset.y == 13)
  }

  @Test func aGeometryMemberGivenTheWrongKindStopsTheHandlerWhereItIsWritten() throws {
    let fixture = try HandlerFixture("LocalGeometryMismatch.swift", tag: "geometry-")
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(0)
    let stops = simulator.takeCrashes()
    // `frame.size = 3` is line 15, its target `frame.size` beginning at column 5.
    #expect(stops.count == 1)
    #expect(
      stops.first?.hasSuffix("Handlers/LocalGeometryMismatch.swift:15:5: 'size' cannot take 3")
        == true)
    simulator.settle()
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aViewControllerIsNotEditingUntilTheCodeSaysSo() throws {
    let fixture = try HandlerFixture(
      "EditingFlagGuard.swift", bind: [("scrollView", "scroll")], tag: "editing-")
    #expect(fixture.warnings.isEmpty)
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(0)
    simulator.settle()
    // `isEditing` starts false: the inset is the iPhone 4 portrait keyboard's height, 216.
    #expect(simulator.world.contentInset.bottom == 216)
    simulator.dismiss()
    simulator.settle()
    #expect(simulator.world.contentInset.bottom == 0)
    // The hide observer called `setEditing(true, animated: false)`: the next show leaves it.
    simulator.focus(1)
    simulator.settle()
    #expect(simulator.world.contentInset.bottom == 0)
  }

  @Test func aCStyleLoopsStepRunsAfterContinueAsAfterTheBody() throws {
    let fixture = try HandlerFixture("CStyleLoopStepAfterContinue.swift")
    // The front end's one warning per loop, and nothing else.
    #expect(fixture.warnings.map(\.location.line) == [18, 23])
    var simulator = Simulator(settings: fixture.settings())
    simulator.focus(9)
    simulator.settle()
    // Quarters 0, 2 and 3 of the 216-pt keyboard (1 is skipped, and its `quarter++` still
    // runs): 3 × 54 = 162; then the countdown from 3 adds 1 three times: 165.
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == 165)
  }

  @Test func checkOnTwoThreadsReportsWhatItReportsOnOne() throws {
    try Self.checkOnTwoThreads("InsetScrollRect.swift")
  }

  /// The same with an Objective-C handler.
  @Test func checkOnTwoThreadsReportsWhatItReportsOnOneInObjectiveC() throws {
    try Self.checkOnTwoThreads("ContentInset.m")
  }

  /// Closures made before the threads start (a block observer's, Combine's stages and sink),
  /// which each thread copies with its own compiled body and captured frame.
  @Test func checkOnTwoThreadsReportsWhatItReportsOnOneWithClosures() throws {
    try Self.checkOnTwoThreads("ThreadCopiedClosures.swift")
    // The captured margin is kept in the copy: iPhone 4, 216 + 6.
    try HandlerFixture("ThreadCopiedClosures.swift").expectBottomInset(222)
  }

  static func checkOnTwoThreads(_ file: String) throws {
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

extension InterpreterStateTests {
  /// The objects of the file's classes live in the state, which each thread copies.
  @Test func checkOnTwoThreadsReportsWhatItReportsOnOneWithObjects() throws {
    try Self.checkOnTwoThreads("HelperObjectOfScreen.swift")
  }
}
