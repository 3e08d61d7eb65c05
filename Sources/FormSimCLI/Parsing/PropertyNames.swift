@_spi(Reflection) import Swift

/// The names of an argument group's wrapped properties, in declaration order.
///
/// Property wrappers are stored as `_name`; their declarations are matched to these names by
/// position. The names are read from the type's field records (`_forEachField`), not through a
/// `Mirror`, whose first use on each type is a protocol-conformance lookup — a scan of every
/// conformance record in the binary — on the way to the simulator's first frame.
enum PropertyNames {
  static func of(_ type: (some ParsableArguments).Type) -> [String] {
    var names: [String] = []
    _ = _forEachField(of: type, options: []) { name, _, _, _ in
      let label = String(cString: name)
      if label.hasPrefix("_") { names.append(String(label.dropFirst())) }
      return true
    }
    return names
  }
}
