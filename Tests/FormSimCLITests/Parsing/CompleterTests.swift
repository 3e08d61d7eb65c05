import Foundation
import Testing

@testable import FormSimCLI

/// What `formsim ---completion -- WORDS` offers, read from the declarations.
@Suite struct CompleterTests {
  private let completer = Completer(root: FormSim.self)

  @Test func theFirstWordIsACommand() {
    #expect(completer.candidates(for: ["s"]) == ["simulate", "snapshot", "strategies"])
    #expect(completer.candidates(for: [""]).count == FormSim.configuration.subcommands.count)
  }

  /// Options of the default command follow a bare `formsim`.
  @Test func optionsOfTheDefaultCommand() {
    #expect(
      completer.candidates(for: ["--lay"])
        == ["--layout", "--landscape"].filter {
          $0.hasPrefix("--lay")
        })
    #expect(completer.candidates(for: ["--print"]) == ["--print-values"])
  }

  @Test func valuesComeFromTheOptionsCompletion() {
    #expect(completer.candidates(for: ["check", "--format", "m"]) == ["markdown"])
    #expect(completer.candidates(for: ["simulate", "--curve", "l"]) == ["linear"])
    #expect(completer.candidates(for: ["simulate", "--scene", ""]) == [])
    #expect(
      completer.candidates(for: ["simulate", "--device", "ipad-p"]) == [
        "ipad-pro-11", "ipad-pro-13",
      ])
    #expect(
      completer.candidates(for: ["simulate", "--device=ipad-p"]) == [
        "--device=ipad-pro-11", "--device=ipad-pro-13",
      ])
  }

  /// A flag takes no value, so the word after it is the next argument.
  @Test func positionalsAreCountedPastOptionsAndFlags() {
    #expect(
      completer.candidates(for: ["devices", "--json", "iphone-se"]) == [
        "iphone-se", "iphone-se-1",
      ])
    #expect(completer.candidates(for: ["check", "long", "x"]) == [])
    #expect(completer.candidates(for: ["layouts", "twe"]) == ["twelve"])
  }

  @Test func filesUnderThePrefix() throws {
    let folder = uniqueTemporaryPath("files")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["a.cast", "b.txt"] {
      try "".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let prefix = folder.path + "/"
    #expect(
      completer.candidates(for: ["run", "--record", prefix]) == [
        prefix + "a.cast", prefix + "sub/",
      ]
    )
    #expect(completer.candidates(for: ["simulate", "--script-file", prefix]).count == 3)
  }

  @Test func hiddenRequestsAreAnsweredByTheRoot() {
    let run = formsim(Completer.request, "--", "check", "--format", "j")
    #expect(run.status == 0)
    #expect(run.output == "json\njunit\n")
  }
}
