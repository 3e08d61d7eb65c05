/// The names of an argument group's wrapped properties, in declaration order.
///
/// Property wrappers are stored as `_name`; their declarations are matched to these names by
/// position. Asked only when a command's declaration is collected, once per type per parse.
enum PropertyNames {
  static func of(_ value: some ParsableArguments) -> [String] {
    Mirror(reflecting: value).children.compactMap { child in
      guard let label = child.label, label.hasPrefix("_") else { return nil }
      return String(label.dropFirst())
    }
  }
}
