import FormSimCore
import FormSimTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Start-up against a well-known peer: the time from spawn until the first screen has settled,
/// for `formsim` and for `dialog --form` with twelve fields, on the same pty, runs alternating so
/// that all meet the same machine load.
///
/// formsim is started twice in each round: bare, as the quick start (and ttyprobe's comparison)
/// starts it, which opens the simulator without parsing; and as `formsim run --layout long`,
/// which pays for the argument parser. "Settled" is the same for all: the last byte written
/// before 0.2 s of quiet. Only the ratios of the medians mean much on a shared machine; they are
/// what the README quotes.
struct DialogComparison {
  var executable: String
  var dialog: String
  var runs: Int
  var columns = 110
  var rows = 40
  static let quiet = 0.2

  /// dialog's twelve-field `--form`, auto-sized.
  static let dialogArguments: [String] =
    [
      "--title", "Account", "--form", "Fill in the 12 fields (a peer for comparison)", "0", "0",
      "0",
    ]
    + [
      ("Name:", "Ada", 40), ("Email:", "", 40), ("Phone:", "", 20), ("Street:", "", 40),
      ("City:", "", 30), ("Zip:", "", 10), ("Country:", "", 30), ("Company:", "", 40),
      ("Title:", "", 30), ("Website:", "", 40), ("Username:", "", 20), ("Notes:", "", 40),
    ].enumerated().flatMap { index, field in
      [field.0, "\(index + 1)", "1", field.1, "\(index + 1)", "14", "\(field.2)", "0"]
    }

  /// The arguments of the second formsim launch: a command and an option to parse.
  static let formsimArguments = ["run", "--layout", "long"]

  struct Sample {
    /// Bare `formsim`.
    var formsimSeconds: Double
    /// `formsim run --layout long`.
    var formsimWithArgumentsSeconds: Double
    var dialogSeconds: Double
  }

  /// `dialog` on the PATH, if installed.
  static func findDialog() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/dialog"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  func run() throws -> Sample {
    var bare: [Double] = []
    var withArguments: [Double] = []
    var peer: [Double] = []
    for _ in 0..<max(1, runs) {
      bare.append(try settleTime(executable, [], quit: LaunchBench.quitKey))
      peer.append(try settleTime(dialog, Self.dialogArguments, quit: "\u{1B}"))
      withArguments.append(
        try settleTime(executable, Self.formsimArguments, quit: LaunchBench.quitKey))
    }
    return Sample(
      formsimSeconds: Median.of(bare), formsimWithArgumentsSeconds: Median.of(withArguments),
      dialogSeconds: Median.of(peer))
  }

  /// Seconds from spawn to the last byte of the first settled screen.
  private func settleTime(_ program: String, _ arguments: [String], quit: String) throws -> Double {
    var environment = LaunchBench.appEnvironment
    environment["ESCDELAY"] = "25"
    let started = MonotonicClock().now
    let process = try PseudoTerminalProcess(
      executable: program, arguments: arguments, columns: columns, rows: rows,
      environment: environment)
    defer { process.waitForExit(timeout: 5) }
    guard let settled = process.waitForQuiet(Self.quiet, timeout: 20) else {
      process.send(quit)
      throw BenchError("\(program) drew no settled screen within 20 s")
    }
    process.send(quit)
    return settled - started
  }
}
