import Testing

@testable import FormSimBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pseudo-terminal the benchmark's programs see, and their output read back from it.
@Suite struct PseudoTerminalProcessTests {
  static let shell = "/bin/sh"

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

  @Test func aMissingProgramIsABenchError() {
    #expect(throws: BenchError.self) {
      _ = try PseudoTerminalProcess(
        executable: "/nonexistent/formsim-test", arguments: [], columns: 40, rows: 10,
        environment: [:])
    }
  }
}
