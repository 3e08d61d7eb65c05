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
      "sh -c \"\(exports)\(command); echo EXIT=\\$?; stty -a | tr '\\n' ' '; echo; sleep 30\"",
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

  /// The visible screen with wrapped lines joined, so long lines (like the harness's `stty -a`)
  /// read whole.
  func joinedScreen() throws -> String {
    try run(["capture-pane", "-p", "-J", "-t", session])
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

  /// The process id of the running program called `name` in the pane (a descendant of the
  /// pane's shell), waiting up to `timeout` seconds for it to start; nil if it never does.
  func pid(of name: String = "formsim", timeout: Double = 10) throws -> pid_t? {
    let output = try run(["display-message", "-p", "-t", session, "#{pane_pid}"])
    guard let root = pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      return nil
    }
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      var queue = [root]
      while let next = queue.popLast() {
        let comm = try? String(contentsOfFile: "/proc/\(next)/comm", encoding: .utf8)
        if next != root, comm?.trimmingCharacters(in: .whitespacesAndNewlines) == name {
          return next
        }
        let children = try? String(
          contentsOfFile: "/proc/\(next)/task/\(next)/children", encoding: .utf8)
        queue += (children ?? "").split(separator: " ").compactMap { pid_t($0) }
      }
      usleep(2_000)
    } while Date() < deadline
    return nil
  }

  /// Runs tmux on this test's private server.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    return try ChildProcess.run(
      Self.tmuxPath, ["-L", socket] + arguments, environment: environment
    ).output
  }

  /// tmux from the PATH (posix_spawn does not search it).
  static let tmuxPath: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/tmux"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/usr/bin/tmux"
  }()
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
