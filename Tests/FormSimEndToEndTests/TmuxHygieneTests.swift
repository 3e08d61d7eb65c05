import FormSimCore
import Foundation
import Testing

/// Every tmux server a test starts can be stopped and is stopped, whatever the test did: a
/// server that inherits the test runner's blocked signals outlives SIGTERM and never reaps its
/// pane, and every suite run used to leave dozens behind.
@Suite struct TmuxHygieneTests {
  static let hasProc = ProcessTable.hasProc

  /// The `SigBlk` and `SigIgn` masks of a process's status (bit n − 1 stands for signal n).
  static func signalMasks(of pid: pid_t) throws -> (blocked: UInt64, ignored: UInt64) {
    #if os(Linux)
      let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    #else
      let status = ""
    #endif
    func field(_ name: String) throws -> UInt64 {
      let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
      return try #require(
        UInt64(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16))
    }
    return (try field("SigBlk"), try field("SigIgn"))
  }

  /// Waits (at most 5 s) until `pid` no longer runs tmux's own program: a pane's process forked
  /// by the server has exec'd its command.
  static func waitUntilExeced(_ pid: pid_t) throws {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      #if os(Linux)
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
      #else
        let data = Data()
      #endif
      let program = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
      if !program.hasSuffix("tmux") { return }
      usleep(10_000)
    }
  }

  /// The signals that stop a program; tmux ignores others (SIGQUIT, SIGPIPE, SIGTSTP) itself.
  static let stopping: UInt64 = [SIGHUP, SIGINT, SIGTERM].reduce(0) {
    $0 | 1 << UInt64($1 - 1)
  }

  /// The live processes whose command line names a tmux socket that starts with `prefix`.
  static func servers(named prefix: String) -> [pid_t] {
    #if os(Linux)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return entries.compactMap { pid_t($0) }.filter { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
          return false
        }
        return String(decoding: data, as: UTF8.self).contains(prefix) && Tmux.isLive(pid)
      }
    #else
      return []
    #endif
  }

  @Test(.enabled(if: hasProc, "reads signal masks in /proc"))
  func theServerAndItsPaneStartWithNoSignalBlockedOrIgnored() throws {
    let tmux = try Tmux("sleep 20")
    for format in ["#{pid}", "#{pane_pid}"] {
      let pid = try #require(pid_t(try tmux.query(format)))
      // tmux blocks every signal around its fork and the pane's child unblocks them just
      // before it execs its command: read the pane's masks once it runs that command.
      if format == "#{pane_pid}" { try Self.waitUntilExeced(pid) }
      let masks = try Self.signalMasks(of: pid)
      #expect(masks.blocked == 0, "\(format) blocks \(String(masks.blocked, radix: 16))")
      #expect(masks.ignored & Self.stopping == 0, "\(format) ignores a stopping signal")
    }
  }

  @Test(.enabled(if: hasProc, "reads process states in /proc"))
  func aServerIsGoneWhenItsTestIsDone() throws {
    var server: pid_t = 0
    do {
      let tmux = try Tmux("sleep 20")
      server = try #require(pid_t(try tmux.query("#{pid}")))
      #expect(Tmux.isLive(server))
    }
    #expect(!Tmux.isLive(server))
  }

  /// Runs this test bundle again on the probes below, one of which fails with its server up,
  /// and looks for any server that run left behind.
  @Test(.enabled(if: hasProc, "looks for servers in /proc (the bundle reruns as on Linux)"))
  func aSuiteRunLeavesNoServerBehind() throws {
    var environment = ProcessInfo.processInfo.environment
    environment[TmuxProbeTests.variable] = "1"
    let runner = try FinishedProcess.run(
      try #require(RunningExecutable.path()),
      ["--testing-library", "swift-testing", "--filter", "TmuxProbeTests"],
      environment: environment)
    let log = runner.output + runner.error
    #expect(log.contains("aProbeThatPasses() passed"), "\(log)")
    #expect(log.contains("aProbeThatFails() failed"), "\(log)")
    // The runner's pid is gone now; its sockets carry it in their names.
    let left = Self.servers(named: "formsim-e2e-\(try Self.pid(in: log))-")
    #expect(left.isEmpty, "servers left behind: \(left)")
  }

  static func pid(in log: String) throws -> String {
    let marker = "probe runner pid "
    let line = try #require(log.split(separator: "\n").first { $0.contains(marker) })
    return String(line.split(separator: " ").last ?? "")
  }
}

/// Tests that start tmux servers, run only by `aSuiteRunLeavesNoServerBehind` in a test run of
/// its own: one ends well, one fails by throwing while its server is up.
@Suite(.enabled(if: tmuxProbeRun, "only run by aSuiteRunLeavesNoServerBehind"))
struct TmuxProbeTests {
  static let variable = tmuxProbeVariable

  @Test func aProbeThatPasses() throws {
    print("probe runner pid \(getpid())")
    let tmux = try Tmux("sleep 20")
    #expect(!(try tmux.query("#{pid}")).isEmpty)
  }

  @Test func aProbeThatFails() throws {
    let tmux = try Tmux("sleep 20")
    _ = try tmux.query("#{pid}")
    throw TmuxError(message: "a failure while the server is up")
  }
}

let tmuxProbeVariable = "FORMSIM_TMUX_PROBE"
let tmuxProbeRun = ProcessInfo.processInfo.environment[tmuxProbeVariable] == "1"
