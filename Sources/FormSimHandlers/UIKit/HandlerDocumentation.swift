/// The lists `docs/handlers.md` ends with, made from the tables the check and the evaluator
/// read, so that a test can hold the page to them.
public enum HandlerDocumentation {
  /// The generated section, in Markdown.
  public static var lists: String {
    var text = "Each simulated UIKit type's members, from its table (`UIKit/Tables/`): Swift's"
    text += " spellings, Objective-C's, the type, and what FormSim does with it. A member marked"
    text += " *figure* must be given a value FormSim knows; *moves* needs its outlet bound;"
    text += " *nil here* is nil on the simulated screen, which no navigation or tab bar"
    text += " controller holds.\n"
    for type in UIKitTables.all {
      text += "\n" + section(type)
    }
    text += "\nMembers of `CGRect`, `CGPoint`, `CGSize`, `UIEdgeInsets` and `CGAffineTransform`,"
    text += " read and written as Swift copies structs:\n\n"
    text += wrapped(GeometryMember.allCases.map(\.rawValue).sorted().map { "`\($0)`" })
    text += "\n\nMembers and methods of other values (geometry's methods, boxed numbers,"
    text += " notification names, collections, numbers' constants):\n\n"
    text += wrapped(UIKitSurface.valueMembers.sorted().map { "`\($0)`" })
    text += "\n\nFunctions it simulates:\n\n"
    text += wrapped(UIKitSurface.globalFunctions.sorted().map { "`\($0)`" })
    text += "\n\nSkipped with a warning, by reason, on whatever receiver has them:\n\n"
    let reasons = Dictionary(grouping: UIKitSurface.ignored, by: \.value)
    for reason in reasons.keys.sorted() {
      let names = reasons[reason]!.map(\.key).sorted().map { "`\($0)`" }
      text += "- \(reason): " + names.joined(separator: ", ") + "\n"
    }
    return text
  }

  /// One type's table: what it simulates, then what it skips and what it only declares.
  static func section(_ type: UIKitType) -> String {
    var text = "### \(type.name)\n\n\(type.summary)\n\n"
    let simulated = type.members.filter(\.isSimulated)
    if !simulated.isEmpty {
      text += "| Swift | Objective-C | Type | FormSim |\n|---|---|---|---|\n"
      for member in simulated {
        let swift = member.swift.map { "`\($0)`" }.joined(separator: ", ")
        let objectiveC = member.objectiveC.map { "`\($0)`" }.joined(separator: ", ")
        text += "| \(swift) | \(objectiveC) | `\(member.type)` | \(use(member)) |\n"
      }
    }
    let skipped = type.members.filter { !$0.isSimulated && $0.skipped != nil }
    if !skipped.isEmpty {
      text += "\n" + wrapped(["Skipped with a warning:"] + skipped.map { "`\($0.swift[0])`" })
      text += "\n"
    }
    let declared = type.members.filter { !$0.isSimulated && $0.skipped == nil }
    if !declared.isEmpty {
      text +=
        "\n"
        + wrapped(["Declared for the app's code, opaque:"] + declared.map { "`\($0.swift[0])`" })
      text += "\n"
    }
    return text
  }

  /// What FormSim does with a member, in a few words.
  static func use(_ member: UIKitMember) -> String {
    var words: [String] = []
    if member.read != nil { words.append("read") }
    if member.write != nil { words.append("write") }
    if member.call != nil { words.append("call") }
    if member.classRead != nil { words.append("class property") }
    if member.classCall != nil { words.append("class method") }
    if member.valueRead != nil { words.append("read") }
    if member.valueCall != nil { words.append("call") }
    if member.roles.contains(.figure) { words.append("*figure*") }
    if member.roles.contains(.moves) { words.append("*moves*") }
    if member.roles.contains(.absent) { words.append("*nil here*") }
    if member.roles.contains(.optional) { words.append("*may be nil*") }
    if member.skipped != nil { words.append("writes skipped") }
    return words.joined(separator: ", ") + (member.note.map { ". \($0)" } ?? "")
  }

  /// Names joined by commas in lines of at most 100 characters; a first item ending in `:` is
  /// the list's lead-in.
  static func wrapped(_ names: [String]) -> String {
    var lines: [String] = []
    var line = ""
    for (index, name) in names.enumerated() {
      let piece =
        name.hasSuffix(":") ? name : name + (index == names.count - 1 ? "." : ",")
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
