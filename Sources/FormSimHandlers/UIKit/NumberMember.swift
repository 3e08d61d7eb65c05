/// The members an `NSNumber` answers (`doubleValue`, `intValue`, `boolValue`) and the two an
/// orientation's raw value answers (`isLandscape`), read on a number: found through one name
/// table, where a `switch` over the name compared it with each spelling in turn.
enum NumberMember: Sendable {
  case floating, integer, boolean, isLandscape, isPortrait

  static func named(_ name: String) -> NumberMember? { byName[name] }

  private static let byName = NameTable<NumberMember>(spellings)

  /// Every spelling, for the check before the run (`UIKitSurface.valueMembers`).
  static var names: [String] { spellings.map(\.0) }

  private static let spellings: [(String, NumberMember)] =
    [
      ("doubleValue", .floating), ("floatValue", .floating), ("cgFloatValue", .floating),
      ("CGFloatValue", .floating), ("intValue", .integer), ("integerValue", .integer),
      ("uintValue", .integer), ("unsignedIntegerValue", .integer), ("unsignedIntValue", .integer),
      ("rawValue", .integer), ("int32Value", .integer), ("longValue", .integer),
      ("uint32Value", .integer), ("int64Value", .integer), ("uint64Value", .integer),
      ("int16Value", .integer), ("uint16Value", .integer), ("int8Value", .integer),
      ("uint8Value", .integer), ("unsignedLongValue", .integer), ("longLongValue", .integer),
      ("unsignedLongLongValue", .integer), ("shortValue", .integer),
      ("unsignedShortValue", .integer),
      ("boolValue", .boolean), ("isLandscape", .isLandscape), ("isPortrait", .isPortrait),
    ]

  /// The member of `number` (an integer, a double or a `Bool`). `NSNumber` converts a double
  /// to an integer as C does, so an infinite or out-of-range one is C's "integer indefinite"
  /// (`NumberConversion`), never a trap.
  func value(of number: Value) -> Value {
    switch self {
    case .floating: .double(number.number ?? 0)
    case .integer:
      if case .int = number {
        number
      } else {
        NumberConversion.integer.apply(.double(number.number ?? 0))
      }
    case .boolean: .bool((number.number ?? 0) != 0)
    case .isLandscape: .bool(number == .int(3) || number == .int(4))
    case .isPortrait: .bool(number == .int(1) || number == .int(2))
    }
  }
}
