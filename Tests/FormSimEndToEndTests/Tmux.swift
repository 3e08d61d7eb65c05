import Foundation
import Testing

/// A real terminal for end-to-end tests: the `formsim` binary in a tmux pane, driven with
/// `send-keys` and read with `capture-pane`, on a private tmux server so tests never touch the
/// user's sessions.
final class Tmux {
  let socket: String
  let session = "e2e"
  let script: String

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
    try run(["set-option", "-t", session, "remain-on-exit", "on"])
  }

  deinit {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(atPath: script)
  }

  /// Presses keys by tmux name (`Tab`, `Enter`, `Escape`, `F2`, `C-c`, `BTab`, …).
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", session] + keys)
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
  ///
  /// Spawned with `posix_spawn` and reaped with `waitpid`, its output through a file: the tmux
  /// server that `new-session` starts inherits the client's descriptors (a pipe would never reach
  /// end-of-file), and Foundation's `Process` was seen to leave the exited client unreaped.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-tmux-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // Tests run in parallel: another test's pipe to a child it is reading to end-of-file may be
    // open in this process right now. The tmux server would inherit its write end and keep it
    // open for good, so that test would never see end-of-file. Hand tmux nothing but 0–2.
    // glibc 2.34+ has `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module
    // does not declare; look it up, and go without it where it is missing.
    if let symbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    {
      typealias CloseFrom =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }
    // Not inside the caller's tmux, and no exported LINES/COLUMNS: curses would take those over
    // the pane's real size.
    let unset = ["-u", "TMUX", "-u", "LINES", "-u", "COLUMNS"]
    let argv = ["/usr/bin/env"] + unset + ["tmux", "-L", socket] + arguments
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, environ)
    guard spawned == 0 else {
      throw TmuxError(message: "cannot start tmux: \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    // A failed tmux (not installed, or refusing a command) would otherwise only show up later as
    // a ten-second wait for a screen that never comes.
    let exited = status & 0x7f == 0
    let code = (status >> 8) & 0xff
    guard exited && code == 0 else {
      let detail = output.trimmingCharacters(in: .whitespacesAndNewlines)
      if exited && code == 127 {
        throw TmuxError(
          message: "tmux is not installed; the end-to-end tests need it (apt-get install tmux)")
      }
      throw TmuxError(
        message: "tmux \(arguments.joined(separator: " ")) failed ("
          + (exited ? "exit status \(code)" : "signal \(status & 0x7f)") + "): \(detail)")
    }
    return output
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
