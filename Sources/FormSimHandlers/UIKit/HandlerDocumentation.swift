/// The lists `docs/handlers.md` ends with, made from the tables the check and the evaluator
/// read, so that a test can hold the page to them.
public enum HandlerDocumentation {
  /// The generated section, in Markdown.
  public static var lists: String {
    var text = "Members and methods the evaluator simulates, on whatever receiver has them:\n\n"
    text += wrapped(UIKitSurface.simulated.sorted().map { "`\($0)`" })
    text += "\n\nFunctions it simulates:\n\n"
    text += wrapped(UIKitSurface.globalFunctions.sorted().map { "`\($0)`" })
    text += "\n\nSkipped with a warning, by reason:\n\n"
    let reasons = Dictionary(grouping: UIKitSurface.ignored, by: \.value)
    for reason in reasons.keys.sorted() {
      let names = reasons[reason]!.map(\.key).sorted().map { "`\($0)`" }
      text += "- \(reason): " + names.joined(separator: ", ") + "\n"
    }
    return text
  }

  /// Names joined by commas in lines of at most 100 characters.
  static func wrapped(_ names: [String]) -> String {
    var lines: [String] = []
    var line = ""
    for (index, name) in names.enumerated() {
      let piece = name + (index == names.count - 1 ? "." : ",")
      if !line.isEmpty && line.count + 1 + piece.count > 100 {
        lines.append(line)
        line = piece
      } else {
        line += (line.isEmpty ? "" : " ") + piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
