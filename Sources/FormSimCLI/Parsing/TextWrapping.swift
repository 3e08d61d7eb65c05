extension StringProtocol {
  /// The text broken at spaces into lines of at most `width` characters, every line but empty
  /// ones indented by `indent` (which counts towards the width). Existing line breaks stay; a
  /// word longer than a line stands alone on its line.
  func wrapped(to width: Int, indent: Int = 0) -> String {
    let room = Swift.max(width - indent, 10)
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = Substring(paragraph)
      while rest.count > room {
        let window = rest.prefix(room + 1)
        let cut = window.lastIndex(of: " ") ?? rest.firstIndex(of: " ")
        guard let cut, cut > rest.startIndex else { break }
        lines.append(String(rest[..<cut]))
        rest = rest[rest.index(after: cut)...]
      }
      lines.append(String(rest))
    }
    return lines.map { $0.isEmpty ? $0 : margin + $0 }.joined(separator: "\n")
  }
}
