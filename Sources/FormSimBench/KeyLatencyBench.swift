import FormSimTerminal

/// Key-to-screen latency: the binary on a pseudo-terminal, a field focused, then keys typed one
/// at a time, each timed from its write to the pty to the first byte of the frame that answers.
///
/// The keys alternate a letter and Backspace, so every key changes the field and the form never
/// grows; after each answer the app is left to finish drawing before the next key.
struct KeyLatencyBench {
  var executable: String
  var keys = 50
  var columns = 120
  var rows = 40

  /// Seconds from write to first answering byte, one per key.
  func run() throws -> [Double] {
    let environment = LaunchBench.appEnvironment
    let app = try PseudoTerminalProcess(
      executable: executable, arguments: ["run", "--layout", "long"], columns: columns,
      rows: rows, environment: environment)
    defer { app.waitForExit(timeout: 5) }
    try LaunchBench.waitForFirstFrame(of: app, executable: executable)
    // Focus the first field and let the keyboard slide in.
    app.send("\t")
    _ = app.waitForQuiet(0.15, timeout: 10)
    var latencies: [Double] = []
    for index in 0..<keys {
      let key = index.isMultiple(of: 2) ? "a" : "\u{7F}"
      guard let latency = app.firstByteLatency(of: key, timeout: 5) else {
        app.send(LaunchBench.quitKey)
        throw BenchError("\(executable) did not answer key \(index + 1) within 5 s")
      }
      latencies.append(latency)
      _ = app.waitForQuiet(0.03, timeout: 5, needsOutput: false)
    }
    app.send(LaunchBench.quitKey)
    return latencies
  }
}
