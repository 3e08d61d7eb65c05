import FormSimCore
import FormSimHandlers
import Foundation
import Synchronization
import Testing

/// Handlers that would hang, trap or overflow the stack on a device end as the app's crash at
/// their line, in bounded time, and formsim goes on.
@Suite struct RunawayHandlerTests {
  @Test(arguments: [
    ("AsyncForever.swift", 12, "more than 1000 blocks scheduled at no delay at one instant"),
    ("AnimationChain.swift", 12, "more than 1000 blocks scheduled at no delay at one instant"),
    ("NeverFires.swift", 8, "a block scheduled after inf seconds would never run"),
    ("DoubleRecursion.swift", 13, "more than 200000 loop turns and calls in one call"),
    ("Overflow.swift", 9, "arithmetic overflow"),
    ("DivideMin.swift", 9, "arithmetic overflow"),
    ("NaNFrame.swift", 9, "CALayerInvalidGeometry: view.frame set to (0, nan, 320, 480)"),
    (
      "IntOfInfinity.swift", 8,
      "Double value cannot be converted to Int because it is either infinite or NaN"
    ),
    ("FatalError.swift", 11, "Fatal error: unexpected mode 2"),
    ("StrideBeyondIntegers.swift", 9, "a stride of more than 200000 values"),
  ])
  func endsAsTheAppsCrashAtItsLine(file: String, line: Int, message: String) throws {
    try expectEnd(of: file, "crashed", at: line, saying: message)
  }

  /// Runs the fixture `Runaway/<file>` to its first field and checks that the handler ended
  /// (`crashed` or `stopped`) at `line` with `message`.
  private func expectEnd(of file: String, _ verb: String, at line: Int, saying message: String)
    throws
  {
    let fixture = try HandlerFixture("Runaway/\(file)")
    let simulator = try fixture.simulator(after: "focus 1")
    let end = try #require(simulator.world.handlerCrash)
    let place = HandlerFixture.relativePath("Runaway/\(file)") + ":\(line):"
    #expect(end.hasPrefix("handler \(verb) at \(place)"), "\(end)")
    #expect(end.contains(message), "\(end)")
  }

  /// A C geometry function given too few arguments stops the handler at its line, where it used
  /// to read past the arguments it was given and trap formsim.
  @Test func aGeometryFunctionMissingAnArgumentStopsAtItsLine() throws {
    try expectEnd(
      of: "ContainsPointAlone.swift", "stopped", at: 9,
      saying: "'CGRectContainsPoint' takes 2 arguments, not 1")
  }

  @Test func nestingDeeperThanTheStackIsTheAppsStackOverflow() throws {
    let fixture = try HandlerFixture("Runaway/DeepNesting.swift")
    let settings = fixture.settings()
    let crashes = Mutex<[String]>([])
    // A 512 KB stack, as a dispatch queue's worker has on macOS: the sum's 60 levels of 30
    // nested additions need more than that in any build, and the evaluator stops while room is
    // left instead of overflowing it.
    WorkerThreads.run(count: 1, stackSize: 512 << 10) {
      var simulator = Simulator(settings: settings)
      try? simulator.play("focus 1")
      let found = simulator.world.handlerCrash
      crashes.withLock { $0 = found.map { [$0] } ?? [] }
    }
    let crash = try #require(crashes.withLock { $0.first })
    #expect(crash.contains("DeepNesting.swift:13:"), "\(crash)")
    #expect(crash.hasSuffix("stack overflow: calls and expressions nest too deep for the stack"))
  }
}
