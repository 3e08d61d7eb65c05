import Foundation
import Testing

/// Every relative link in README.md and docs/*.md names a file of the repository, and a link to a
/// heading (`page.md#heading`, `#heading`) names a heading that page has, spelt as GitHub
/// spells its anchors. Links to the web are not followed.
@Suite struct DocumentationLinkTests {
  /// One link: the page it is on, its line and its target as written.
  struct Link: CustomStringConvertible {
    var page: String
    var line: Int
    var target: String
    var description: String { "\(page):\(line): \(target)" }
  }

  /// The targets of `[text](target)` and `![alt](target)` outside code blocks and code spans.
  static func links(in text: String, page: String) -> [Link] {
    var links: [Link] = []
    var inBlock = false
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      guard !inBlock else { continue }
      var rest = Substring(withoutCodeSpans(String(line)))
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        var target = String(after[..<close])
        // `[text](target "title")`: the title is not part of the target.
        if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }
        links.append(Link(page: page, line: number + 1, target: target))
        rest = after[close...]
      }
    }
    return links
  }

  /// The line with every `code span` blanked, so code that looks like a link is not one.
  static func withoutCodeSpans(_ line: String) -> String {
    var result = ""
    var inSpan = false
    for character in line {
      if character == "`" {
        inSpan.toggle()
        result.append(character)
      } else {
        result.append(inSpan ? " " : character)
      }
    }
    return result
  }

  /// GitHub's anchor for a heading: lower case, letters, digits, `-` and `_` kept, spaces made
  /// `-`, everything else dropped (`Checking your own layouts: `formsim check`` →
  /// `checking-your-own-layouts-formsim-check`).
  static func anchor(_ heading: String) -> String {
    var slug = ""
    for character in heading.lowercased() {
      if character == " " {
        slug.append("-")
      } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
        slug.append(character)
      }
    }
    return slug
  }

  /// The anchors of a page's headings, outside code blocks.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inBlock = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      anchors.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
    }
    return anchors
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every docs/*.md, as paths from the package's root.
  static func pages() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path)
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The problem with one link, or `nil` when it leads where it says.
  static func problem(with link: Link) throws -> String? {
    let target = link.target
    if target.contains("://") || target.hasPrefix("mailto:") { return nil }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let folder = root.appendingPathComponent(link.page).deletingLastPathComponent()
    let file =
      path.isEmpty ? root.appendingPathComponent(link.page) : folder.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: file.standardizedFileURL.path) else {
      return "no file \(file.standardizedFileURL.path)"
    }
    guard parts.count == 2, file.pathExtension == "md" else { return nil }
    let text = try String(contentsOf: file, encoding: .utf8)
    return anchors(in: text).contains(String(parts[1])) ? nil : "no heading '#\(parts[1])'"
  }

  @Test func everyRelativeLinkLeadsToAFile() throws {
    var count = 0
    for page in try Self.pages() {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      for link in Self.links(in: text, page: page) {
        count += 1
        if let problem = try Self.problem(with: link) { Issue.record("\(link): \(problem)") }
      }
    }
    // The README alone links to each of the ten pages of docs/.
    #expect(count >= 10)
  }

  /// The reader itself: a link in a code span or block is none, a title is dropped, and a
  /// missing file or heading is named.
  @Test func aBrokenLinkIsFound() throws {
    let text = """
      See [the TUI](docs/tui.md), `[not](a-link.md)`, [there](docs/nowhere.md "title").
      ```
      [in a block](block.md)
      ```
      [heading](docs/tui.md#no-such-heading) ![picture](screenshots/hero-slide.svg)
      """
    let links = Self.links(in: text, page: "README.md")
    #expect(
      links.map(\.target) == [
        "docs/tui.md", "docs/nowhere.md", "docs/tui.md#no-such-heading",
        "screenshots/hero-slide.svg",
      ])
    let problems = try links.map { try Self.problem(with: $0) }
    #expect(problems[0] == nil)
    #expect(problems[1]?.hasPrefix("no file") == true)
    #expect(problems[2] == "no heading '#no-such-heading'")
    #expect(problems[3] == nil)
    #expect(
      Self.anchor("Checking your own layouts: `formsim check`")
        == "checking-your-own-layouts-formsim-check")
  }
}
