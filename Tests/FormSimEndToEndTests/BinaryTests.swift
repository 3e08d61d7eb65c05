import FormSimCore
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

/// A storyboard libxml2 cannot read gets one line on standard error, FormSim's, in words:
/// nothing libxml2 prints of its own (an EBCDIC declaration made it print three raw lines).
@Suite struct XMLRefusalTests {
  @Test(arguments: [
    "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\n<document type=\"x\"/>\n",
    "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document/>\n",
    "<?xml version=\"1.0\" encoding=\"no-such-encoding\"?>\n<document/>\n",
    "\u{1}\u{2}random",
    "<?xml version=\"1.0\"?>\n<document a=\"\u{C3}\u{28}\"/>",
  ])
  func oneLineInWords(xml: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-\(UUID().uuidString).xib").path
    try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try runBinary(["layouts", "--import", path])
    #expect(run.status == 2)
    #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
    #expect(run.error.hasPrefix("formsim layouts: \(path): line "), "\(run.error)")
    #expect(!run.error.contains("error 1") && !run.error.contains("libxml2 error"), "\(run.error)")
  }
}

/// An endless standard input is read up to the script bound, then refused.
@Suite struct EndlessInputTests {
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero"), "reads /dev/zero"))
  func aScriptFromDevZeroIsRefusedNotHeld() throws {
    let zero = open("/dev/zero", O_RDONLY | O_CLOEXEC)
    defer { close(zero) }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-\(UUID().uuidString).err").path
    let error = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    defer {
      close(error)
      unlink(path)
    }
    let process = try ChildProcess(
      executable: Tmux.binary, arguments: ["simulate", "--script-file", "-"],
      standardInput: zero, standardOutput: error, standardError: error)
    var waited = 0
    while process.isRunning && waited < 30_000 {
      usleep(10_000)
      waited += 10
    }
    process.stop()
    #expect(process.waitUntilExit() == 2)
    let message = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      message == "formsim simulate: the script (standard input) is over 1 MB; give a shorter one\n")
  }
}
