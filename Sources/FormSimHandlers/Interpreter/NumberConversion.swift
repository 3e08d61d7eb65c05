/// What storing a number in a declared type does to it: `Int` and C's `(int)` truncate, `CGFloat`
/// and the other floating types make it a double, any other type keeps it as it is. Worked out
/// from the type's name once, when a declaration or cast is compiled, rather than at each store.
enum NumberConversion: Sendable {
  case keep, integer, floating

  init(_ type: String?) {
    guard let type else {
      self = .keep
      return
    }
    switch UIKitTypes.bare(type) {
    case "Int", "NSInteger", "int", "UInt", "NSUInteger", "long", "Int32", "Int64", "int32_t",
      "int64_t", "uint32_t", "uint64_t", "long long", "unsigned long long", "short", "int16_t":
      self = .integer
    case "CGFloat", "Double", "Float", "double", "float", "TimeInterval", "NSTimeInterval",
      "CGFloat.NativeType":
      self = .floating
    default:
      self = .keep
    }
  }

  func apply(_ value: Value) -> Value {
    if case .keep = self { return value }
    guard let number = value.number else { return value }
    switch self {
    case .integer:
      // C's conversion of a NaN or an out-of-range double is undefined; x86 gives the
      // "integer indefinite", Int.min. Swift's own `Int(x)` traps instead (`Evaluator.integer`).
      let truncated = number.rounded(.towardZero)
      guard truncated.isFinite, truncated >= -0x1p63, truncated < 0x1p63 else { return .int(.min) }
      return .int(Int(truncated))
    case .floating: return .double(number)
    case .keep: return value
    }
  }
}
