/// The long name of an option: the property's own, kebab-cased (`.long`), or another.
package struct NameSpecification: Sendable {
  var custom: String?

  package static let long = NameSpecification(custom: nil)

  static func customLong(_ name: String) -> NameSpecification {
    NameSpecification(custom: name)
  }
}

/// How a `Bool` flag is turned off: not at all, or by `--no-NAME`.
enum FlagInversion: Sendable {
  case prefixedNo
}

/// Whether a flag's switches may contradict each other on one command line.
enum FlagExclusivity: Sendable {
  /// The last switch given wins.
  case chooseLast
  /// Two different switches are a mistake.
  case exclusive
}
