import Testing

@testable import FormSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The programs the benchmark starts: their exit status, their end when stopped, and the
/// pseudo-terminal they see.
@Suite struct ChildProcessTests {
  static let shell = "/bin/sh"

  static func run(_ script: String, environment: [String: String] = [:]) throws -> ChildProcess {
    try ChildProcess(
      executable: shell, arguments: ["-c", script], environment: environment,
      standardInput: 0, standardOutput: 2, standardError: 2)
  }

  @Test func theExitStatusComesBack() throws {
    #expect(try Self.run("exit 3").waitUntilExit() == 3)
    #expect(try Self.run("exit 0").waitUntilExit() == 0)
  }

  @Test func aStoppedProgramEndsByItsSignal() throws {
    let sleeper = try Self.run("exec sleep 30")
    #expect(sleeper.isRunning)
    sleeper.stop()
    #expect(sleeper.waitUntilExit() == 128 + 9)
    #expect(!sleeper.isRunning)
  }

  @Test func aMissingProgramIsAnError() {
    #expect(throws: BenchError.self) {
      _ = try ChildProcess(
        executable: "/nonexistent/formsim-test", arguments: [], environment: [:],
        standardInput: 0, standardOutput: 1, standardError: 2)
    }
  }

  /// Only the environment given reaches the program, and it runs on a terminal of the size
  /// asked for, as the app does under the benchmark.
  @Test func theProgramSeesItsTerminalAndEnvironment() throws {
    let process = try PseudoTerminalProcess(
      executable: Self.shell,
      arguments: ["-c", "stty size; printf '%s|' \"$GREETING\" \"$HOME\"; echo done"],
      columns: 57, rows: 13, environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"])
    #expect(process.waitForOutput(containing: "done", timeout: 10))
    process.waitForExit(timeout: 5)
    let text = String(decoding: process.output, as: UTF8.self)
    #expect(text.contains("13 57"))
    #expect(text.contains("hello||done"))
  }

  /// A program that prints and exits before anything is read: its output is still searched,
  /// though the terminal reads as closed by then.
  @Test func theOutputOfAProgramThatHasExitedIsStillFound() throws {
    let process = try PseudoTerminalProcess(
      executable: Self.shell, arguments: ["-c", "echo finished"], columns: 40, rows: 10,
      environment: [:])
    while process.process.isRunning { usleep(1_000) }
    #expect(process.waitForOutput(containing: "finished", timeout: 5))
  }
}
