import Foundation
import Testing

@Suite("Golden helper")
struct GoldenTests {
  @Test("a missing golden fails with the regeneration hint instead of being written")
  func missingGoldenFails() {
    guard !Golden.isUpdating else { return }
    withKnownIssue {
      Golden.check("anything\n", named: "no-such-golden.txt")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(Golden.hint) }
    }
    let path = Golden.directory.appendingPathComponent("no-such-golden.txt").path
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("the diff shows the first differing lines with context and markers")
  func diffMarksChangedLines() {
    let diff = Golden.diff(
      expected: "a\nb\nc\nd\ne\n", actual: "a\nb\nC\nd\ne\n", name: "x.txt")
    #expect(
      diff == """
        --- Goldens/x.txt
        +++ actual output
        @@ -1,5 +1,5 @@
         a
         b
        -c
        +C
         d
         e
        """)
  }

  @Test("control characters are shown as control pictures")
  func controlCharactersAreVisible() {
    #expect(Golden.visible("\u{1B}[31mred") == "␛[31mred")
  }
}
