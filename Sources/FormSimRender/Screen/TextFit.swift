/// Fitting text into a number of terminal columns.
///
/// The panel and footer are cut to the terminal's width; an ellipsis shows that something was cut
/// rather than letting it vanish silently.
public enum TextFit {
  /// `text` cut to `width` display columns, ending in `ellipsis` when it had to be cut.
  public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    let room = width - DisplayWidth.of(ellipsis)
    guard room > 0 else { return String(ellipsis.prefix(width)) }
    var result = ""
    var used = 0
    for character in text {
      let w = DisplayWidth.of(character)
      if used + w > room { break }
      result.append(character)
      used += w
    }
    return result + ellipsis
  }

  /// `text` broken into lines of at most `width` columns at spaces (a word longer than a line is
  /// cut).
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      // `String(word)`, not `+ word`: adding a Substring goes through the generic
      // `RangeReplaceableCollection` path, whose first use costs a scan of every protocol
      // conformance in the program, before the first frame.
      let candidate = line.isEmpty ? String(word) : line + " " + String(word)
      if DisplayWidth.of(candidate) <= width {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = truncate(String(word), width: width, ellipsis: "")
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
