import Foundation
import Testing

/// The real binary, run as a user would, without a terminal.
@Suite struct BinaryTests {
  @Test func simulateFromTheShell() throws {
    let run = try runBinary(["simulate", "--layout", "twelve", "--script", "focus 7"])
    #expect(run.status == 0)
    #expect(run.output.contains(#""contentOffset":{"x":0,"y":97}"#))
  }

  /// `--script-file -` reads the script from standard input, and the same steps give the same
  /// output as `--script`; output written through `write` arrives whole when piped.
  @Test func aScriptCanComeFromStandardInput() throws {
    let piped = try runBinary(["simulate", "--script-file", "-"], stdin: "focus 1\ntype hi\n")
    let given = try runBinary(["simulate", "--script", "focus 1; type hi"])
    #expect(piped.status == 0)
    #expect(piped.output.split(separator: "\n").count == 2)
    #expect(piped.output == given.output)
    let empty = try runBinary(["simulate", "--script-file", "-"], stdin: "# nothing\n")
    #expect(empty.status == 2)
  }

  @Test func badArgumentsExit2WithAClearMessageAndTheUsage() throws {
    let run = try runBinary(["simulate", "--script", "focus 1", "--fps", "0"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix("Error: --fps: expected a whole number"))
    #expect(run.error.hasSuffix("See 'formsim simulate --help' for more information.\n"))
  }
}
