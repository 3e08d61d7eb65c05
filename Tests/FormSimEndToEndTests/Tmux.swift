import FormSimCore
import Foundation
import Testing

/// A real terminal for end-to-end tests: the `formsim` binary in a tmux pane, driven with
/// `send-keys` and read with `capture-pane`, on a private tmux server so tests never touch the
/// user's sessions.
final class Tmux {
  let socket: String
  let session = "e2e"
  let script: String
  /// The server's process id, to make sure it is gone when the test ends.
  private var server: pid_t?

  /// Whether tmux is on `PATH`: the suites that drive the binary in a terminal need it and are
  /// skipped, saying so, without it.
  static let isInstalled: Bool = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return directories.contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
  }()

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
    // A script file avoids a second layer of shell quoting. The trap keeps the wrapper shell
    // alive through Ctrl-C (a handler, unlike an ignored signal, is reset for the program), so it
    // can print the program's exit status and the terminal settings it left behind.
    script =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket).sh").path
    let exports = environment.map { "export \($0.key)='\($0.value)'\n" }.joined()
    let body = """
      trap : INT
      \(exports)\(command)
      echo EXIT=$?
      stty -a | tr '\\n' ' '
      echo
      sleep 30

      """
    try body.write(toFile: script, atomically: true, encoding: .utf8)
    try run([
      "-f", "/dev/null", "new-session", "-d", "-s", session, "-x", String(columns), "-y",
      String(rows), "sh \(script)",
    ])
    server = pid_t(
      try run(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    try run(["set-option", "-t", session, "remain-on-exit", "on"])
  }

  /// Stops the server on every way out of a test, a failed one included: `kill-server`, then
  /// SIGKILL if it is still there a moment later.
  deinit {
    _ = try? run(["kill-server"])
    if let server {
      var waited = 0
      while Self.isLive(server) && waited < 2_000 {
        usleep(10_000)
        waited += 10
      }
      if Self.isLive(server) {
        kill(server, SIGKILL)
        while Self.isLive(server) && waited < 3_000 {
          usleep(10_000)
          waited += 10
        }
      }
    }
    try? FileManager.default.removeItem(atPath: script)
  }

  /// Presses keys by tmux name (`Tab`, `Enter`, `Escape`, `F2`, `C-c`, `BTab`, …).
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", session] + keys)
  }

  /// Sends raw bytes, given in hex (`ff`, `1b`), as a terminal would.
  func send(hex bytes: String...) throws {
    try run(["send-keys", "-t", session, "-H"] + bytes)
  }

  /// Pastes `text` as a terminal pastes it: written to the program's input all at once.
  func paste(_ text: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-paste.txt").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try run(["load-buffer", path])
    try run(["paste-buffer", "-t", session])
  }

  /// Types text literally.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", session, "-l", text])
  }

  /// The visible screen, one line per row, wrapped lines joined (so the harness's long
  /// `stty -a` line reads whole).
  func screen() throws -> String {
    try run(["capture-pane", "-p", "-J", "-t", session])
  }

  /// A tmux format about the pane, e.g. `#{alternate_on}` or `#{cursor_flag}`.
  func query(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", session, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
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

  /// Polls until the screen has stayed the same for `quiet` seconds (the program has drawn its
  /// last frame and gone idle) or `timeout` passes; returns that screen. A text that appears
  /// mid-animation can be caught a frame before the last one, on a loaded machine.
  @discardableResult
  func waitForStillScreen(
    quiet: Double = 0.3, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var last = try screen()
    var since = Date()
    while Date() < deadline {
      usleep(50_000)
      let now = try screen()
      if now != last {
        last = now
        since = Date()
      } else if Date().timeIntervalSince(since) >= quiet {
        return now
      }
    }
    Issue.record(
      "timed out waiting for the screen to keep still; screen was:\n\(last)",
      sourceLocation: sourceLocation)
    return last
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
        for child in ProcessTable.children(of: next) {
          if child.name == name { return child.pid }
          queue.append(child.pid)
        }
      }
      usleep(2_000)
    } while Date() < deadline
    return nil
  }

  /// Whether `pid` is a process still running: an exited one that nobody has reaped yet (the
  /// server's parent is init, which in a container may never reap it) does not count.
  static func isLive(_ pid: pid_t) -> Bool {
    guard let state = ProcessTable.state(of: pid) else { return false }
    return state != "Z" && state != "X"
  }

  /// Runs tmux on this test's private server.
  ///
  /// Started as a `ChildProcess`, so the server that `new-session` starts has no signal blocked
  /// or ignored (else SIGTERM cannot stop it and it never reaps its pane) and only the three
  /// descriptors it was given, its output through files.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    try Self.tmux(["-L", socket] + arguments)
  }

  static func tmux(_ arguments: [String]) throws -> String {
    // Not inside the caller's tmux, and no exported LINES/COLUMNS: curses would take those over
    // the pane's real size.
    let unset = ["-u", "TMUX", "-u", "LINES", "-u", "COLUMNS"]
    let run = try FinishedProcess.run("/usr/bin/env", unset + ["tmux"] + arguments)
    // A failed tmux (not installed, or refusing a command) would otherwise only show up later as
    // a ten-second wait for a screen that never comes.
    guard run.status == 0 else {
      let detail = (run.output + run.error).trimmingCharacters(in: .whitespacesAndNewlines)
      if run.status == 127 {
        throw TmuxError(
          message: "tmux is not installed; the end-to-end tests need it (apt-get install tmux)")
      }
      throw TmuxError(
        message: "tmux \(arguments.joined(separator: " ")) failed (status \(run.status)): \(detail)"
      )
    }
    return run.output
  }
}

struct TmuxError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Runs the binary without a terminal and returns its status and output.
func runBinary(
  _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil
) throws -> (status: Int32, output: String, error: String) {
  // A session of its own: with no controlling terminal, a launch that would open the screen
  // cannot reach the terminal `swift test` runs in (through `/dev/tty`) and wait for a key there.
  let run = try FinishedProcess.run(
    Tmux.binary, arguments, environment: environment, input: Array((stdin ?? "").utf8),
    newSession: true)
  return (run.status, run.output, run.error)
}
