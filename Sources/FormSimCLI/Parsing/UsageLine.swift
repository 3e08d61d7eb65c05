/// The usage line made from a declaration: every argument while there are few, else
/// `[<options>]` and what cannot be left out.
struct UsageLine {
  /// Past this many arguments, only the required ones and the positionals are listed.
  static let listedArguments = 12

  var toolName: String
  var declaration: CommandDeclaration

  var text: String {
    let shown = declaration.arguments.filter(\.isShown)
    let parts: [String]
    if shown.count > Self.listedArguments {
      parts =
        ["[<options>]"]
        + shown.filter {
          if case .positional = $0.kind { return true }
          return $0.isRequired
        }.map(Self.synopsis)
    } else {
      parts = shown.map(Self.synopsis)
    }
    return ([toolName] + parts).joined(separator: " ")
  }

  /// `[--runs <n>]`, `--out <file>`, `[--only <part> ...]`, `[--json]`, `[<name>]`.
  static func synopsis(_ argument: ArgumentDeclaration) -> String {
    var text: String
    switch argument.kind {
    case .flag(let switches):
      text = switches.names(argument.longName).map { "--" + $0 }.joined(separator: "|")
    default:
      text = argument.synopsis
    }
    if argument.repeats { text += " ..." }
    return argument.isRequired ? text : "[\(text)]"
  }
}
