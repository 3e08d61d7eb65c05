import Testing

@testable import FormSimCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The programs FormSim and its tests start: their exit status, their end when stopped, and the
/// clean slate they start from whatever the starting thread had.
@Suite struct ChildProcessTests {
  static let shell = "/bin/sh"
  /// Linux's `/proc`, where a process's signal masks are read; Darwin has none.
  static let hasProc: Bool = {
    #if os(Linux)
      FileManager.default.fileExists(atPath: "/proc/self/status")
    #else
      false
    #endif
  }()

  @Test func theExitStatusComesBack() throws {
    #expect(try FinishedProcess.run(Self.shell, ["-c", "exit 3"]).status == 3)
    #expect(try FinishedProcess.run(Self.shell, ["-c", "exit 0"]).status == 0)
  }

  @Test func outputErrorInputAndDirectoryAreTheChildsOwn() throws {
    let run = try FinishedProcess.run(
      Self.shell, ["-c", "pwd; cat; echo \"$GREETING\" >&2"], environment: ["GREETING": "hi"],
      directory: "/", input: Array("typed\n".utf8))
    #expect(run.output == "/\ntyped\n")
    #expect(run.error == "hi\n")
  }

  @Test func aStoppedProgramEndsByItsSignal() throws {
    let sleeper = try ChildProcess(
      executable: Self.shell, arguments: ["-c", "exec sleep 30"], standardInput: 0,
      standardOutput: 2, standardError: 2)
    #expect(sleeper.isRunning)
    sleeper.stop()
    #expect(sleeper.waitUntilExit() == 128 + 9)
    #expect(!sleeper.isRunning)
  }

  @Test func aMissingProgramIsAnErrorInWords() {
    #expect {
      _ = try FinishedProcess.run("/nonexistent/formsim-test", [])
    } throws: { error in
      "\(error)" == "cannot start /nonexistent/formsim-test: No such file or directory"
    }
  }

  /// A child of a thread that blocks every signal and of a process that ignores one still starts
  /// with none blocked and none ignored: a tmux server started otherwise outlives SIGTERM.
  @Test(.enabled(if: hasProc, "reads the child's signal masks in /proc"))
  func aChildStartsWithNoSignalBlockedOrIgnored() throws {
    var everything = sigset_t()
    var previous = sigset_t()
    sigfillset(&everything)
    pthread_sigmask(SIG_BLOCK, &everything, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let disposition = signal(SIGUSR2, SIG_IGN)
    defer { signal(SIGUSR2, disposition) }

    #if os(Linux)
      let status = try FinishedProcess.run("/bin/cat", ["/proc/self/status"]).output
    #else
      let status = ""
    #endif
    let fields = Dictionary(
      status.split(separator: "\n").map { line in
        let parts = line.split(separator: ":", maxSplits: 1)
        return (String(parts[0]), parts.count > 1 ? parts[1].trimmingBlanks() : "")
      }, uniquingKeysWith: { first, _ in first })
    // Signals 32 and 33 are glibc's own, beyond any program's reach.
    let standard: UInt64 = 1 << 31 - 1
    let blocked = try #require(fields["SigBlk"].flatMap { UInt64($0, radix: 16) })
    let ignored = try #require(fields["SigIgn"].flatMap { UInt64($0, radix: 16) })
    #expect(blocked & standard == 0, "blocked: \(String(blocked, radix: 16))")
    #expect(ignored & standard == 0, "ignored: \(String(ignored, radix: 16))")
  }

  /// A descriptor this process has open (another test's pipe) is not the child's: the shell
  /// cannot duplicate either end (`<&N` works on any open descriptor, whatever its direction;
  /// in a subshell, as a failed redirection ends a POSIX shell that runs a special built-in).
  @Test func aChildGetsOnlyItsThreeStreams() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let probe = ends.map { "if (true <&\($0)) 2>/dev/null; then echo open \($0); fi" }
    let run = try FinishedProcess.run(
      Self.shell, ["-c", probe.joined(separator: "; ") + "; echo end"])
    #expect(run.output == "end\n")
  }

  /// A child in a session of its own leads it and has no controlling terminal; one started
  /// plainly stays in this process's session (so the first half can fail).
  @Test func aNewSessionIsTheChildsOwn() throws {
    for newSession in [false, true] {
      let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
      defer { close(devNull) }
      let sleeper = try ChildProcess(
        executable: Self.shell, arguments: ["-c", "exec sleep 30"], standardInput: devNull,
        standardOutput: devNull, standardError: devNull, newSession: newSession)
      defer {
        sleeper.stop()
        sleeper.waitUntilExit()
      }
      // The session is set before the program runs: no waiting for the shell is needed.
      let session = getsid(sleeper.pid)
      if newSession {
        #expect(session == sleeper.pid)
      } else {
        #expect(session == getsid(0))
        #expect(session != sleeper.pid)
      }
    }
  }
}
