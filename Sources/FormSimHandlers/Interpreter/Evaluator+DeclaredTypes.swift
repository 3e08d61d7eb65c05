extension Evaluator {
  /// `Type(…)` for a struct or class the file declares: its stored properties from the
  /// arguments, by label or in order; nil for a type the file does not declare.
  func make(_ type: String, _ args: Arguments) -> Value? {
    guard let declared = handler.declaredType(type),
      declared.kind == .structType || declared.kind == .classType
    else { return nil }
    var fields: [String: Value] = [:]
    for (position, value) in args.values.enumerated() {
      if let label = args.label(position) {
        fields[label] = value
      } else if position < declared.fields.count {
        fields[declared.fields[position]] = value
      }
    }
    return .instance(declared.name, fields)
  }
}
