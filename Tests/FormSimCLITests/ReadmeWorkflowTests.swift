import Foundation
import Testing

/// docs/ci.md shows the workflow GitHub runs, byte for byte.
@Suite struct ReadmeWorkflowTests {
  @Test func theReadmesWorkflowIsTheRepositorysFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
    let workflow = try String(
      contentsOf: root.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
    // The block after the link to the file (the page has other YAML, the Action's example).
    let link = try #require(readme.range(of: "(../.github/workflows/ci.yml)"))
    let start = try #require(
      readme.range(of: "```yaml\n", range: link.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
    #expect(String(readme[start.upperBound..<end.lowerBound]) == workflow)
    // The steps CI runs are the repository's own script.
    #expect(workflow.contains("run: .ci/run"))
    #expect(
      FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(".ci/run").path))
  }
}
