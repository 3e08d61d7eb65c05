import FormSimCore
import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The interactive app as a user starts it: the binary on a pseudo-terminal, timed from spawn
/// until its first frame (the footer, the last row drawn) has been written, then watched while
/// idle to see that it uses no CPU.
struct LaunchBench {
  var executable: String
  var columns = 120
  var rows = 40
  /// Seconds the app is left idle while its CPU time is read.
  var idleSeconds: Double

  /// Text only the footer (the frame's last row) contains.
  static let firstFrameMarker = "Quit"
  /// F10 as xterm sends it: the app's quit key.
  static let quitKey = "\u{1B}[21~"

  /// The environment the app is started with: an xterm, its size taken from the pty rather than
  /// from `LINES`/`COLUMNS` the bench itself may have inherited.
  static var appEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["LINES"] = nil
    environment["COLUMNS"] = nil
    return environment
  }

  /// Waits for `app`'s first frame; when none comes within 20 s, quits it and throws.
  static func waitForFirstFrame(of app: PseudoTerminalProcess, executable: String) throws {
    guard app.waitForOutput(containing: firstFrameMarker, timeout: 20) else {
      app.send(quitKey)
      throw BenchError("\(executable) drew no first frame within 20 s")
    }
  }

  struct Sample {
    var firstFrameSeconds: Double
    /// CPU seconds used during `idleSeconds` of doing nothing.
    var idleCPUSeconds: Double
  }

  func run() throws -> Sample {
    let environment = Self.appEnvironment
    let clock = MonotonicClock()
    let started = clock.now
    let app = try PseudoTerminalProcess(
      executable: executable, arguments: DialogComparison.formsimArguments, columns: columns,
      rows: rows, environment: environment)
    defer { app.waitForExit(timeout: 5) }
    try Self.waitForFirstFrame(of: app, executable: executable)
    let firstFrame = clock.now - started
    // Let the first frame's work finish, then watch the app do nothing.
    usleep(200_000)
    app.readAvailable(waitMilliseconds: 0)
    guard let before = app.cpuSeconds() else { throw BenchError("cannot read the app's CPU time") }
    usleep(UInt32(idleSeconds * 1_000_000))
    guard let after = app.cpuSeconds() else { throw BenchError("cannot read the app's CPU time") }
    app.send(Self.quitKey)
    return Sample(firstFrameSeconds: firstFrame, idleCPUSeconds: max(0, after - before))
  }
}
