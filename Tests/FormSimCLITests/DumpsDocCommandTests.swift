import Foundation
import Testing

@testable import FormSimCLI

/// Every `formsim` command in docs/dumps.md, run as the page says (from the repository's root,
/// on the fixtures it names): each succeeds and prints the lines the page shows after it.
@Suite struct DumpsDocCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static func examples() throws -> [ReadmeCommandTests.Example] {
    let page = try String(contentsOfFile: root + "/docs/dumps.md", encoding: .utf8)
    return ReadmeCommandTests.examples(in: page)
  }

  @Test func thePageHasItsCommands() throws {
    #expect(try Self.examples().count == 3)
  }

  @Test func everyCommandOnThePageBehavesAsShown() throws {
    for example in try Self.examples() {
      // Paths are the repository's; the output names them as given.
      let arguments = example.arguments.map {
        $0.hasPrefix("Tests/") ? Self.root + "/" + $0 : $0
      }
      let run = formsim(arguments)
      #expect(run.status == 0, "\(example.arguments): \(run.error)")
      let lines = (run.output + run.error).replacingOccurrences(of: Self.root + "/", with: "")
        .split(separator: "\n").map(String.init)
      for shown in example.shown {
        #expect(lines.contains(shown), "\(example.arguments): \(shown)\n\(lines)")
      }
    }
  }
}
