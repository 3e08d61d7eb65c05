import Foundation
import Testing

/// A real terminal for end-to-end tests: the `formsim` binary in a tmux pane, driven with
/// `send-keys` and read with `capture-pane`, on a private tmux server so tests never touch the
/// user's sessions.
final class Tmux {
  let socket: String
  let session = "e2e"

  /// The built `formsim` binary (`swift test` builds it with the tests).
  static var binary: String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/formsim").path
  }

  /// Starts `command` (run by `sh -c`) in a `columns`×`rows` pane. The pane stays after the
  /// program exits so its status and the shell's terminal state can be read.
  init(_ command: String, columns: Int = 100, rows: Int = 36, environment: [String: String] = [:])
    throws
  {
    socket = "formsim-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let exports = environment.map { "export \($0.key)='\($0.value)'; " }.joined()
    try run([
      "-f", "/dev/null", "new-session", "-d", "-s", session, "-x", String(columns), "-y",
      String(rows),
      "sh -c \"\(exports)\(command); echo EXIT=$?; stty -a | tr '\\n' ' '; echo; sleep 30\"",
    ])
    try run(["set-option", "-t", session, "remain-on-exit", "on"])
  }

  deinit {
    _ = try? run(["kill-server"])
  }

  /// Presses keys by tmux name (`Tab`, `Enter`, `Escape`, `F2`, `C-c`, `BTab`, …).
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", session] + keys)
  }

  /// Types text literally.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", session, "-l", text])
  }

  /// The visible screen, one line per row.
  func screen() throws -> String {
    try run(["capture-pane", "-p", "-t", session])
  }

  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", session, "-x", String(columns), "-y", String(rows)])
  }

  /// Polls the screen until `predicate` holds or `timeout` passes; returns the last screen.
  @discardableResult
  func waitFor(
    _ description: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if predicate(last) { return last }
      usleep(50_000)
    }
    Issue.record(
      "timed out waiting for \(description); screen was:\n\(last)", sourceLocation: sourceLocation)
    return last
  }

  @discardableResult
  func waitFor(
    text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
  }

  /// Runs tmux on this test's private server.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "-L", socket] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Runs the binary without a terminal and returns its status and output.
func runBinary(
  _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil
) throws -> (status: Int32, output: String, error: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: Tmux.binary)
  process.arguments = arguments
  if let environment { process.environment = environment }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  let input = Pipe()
  process.standardInput = input
  try process.run()
  if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
  try input.fileHandleForWriting.close()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: out, as: UTF8.self),
    String(decoding: err, as: UTF8.self)
  )
}
