/// A JSON document as a value, with object keys kept in order.
///
/// FormSim writes JSON Lines that other tools read, and reads layout files whose errors must point
/// at a line and a key; owning this small type keeps both exact and free of Foundation's bridging
/// (where `1` and `true` can be the same `NSNumber`).
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(serialized())
  }

  /// The value of `key` in an object (the first, if repeated).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// What kind of value this is, for error messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue {
  /// An optional number, `null` when absent.
  public static func number(_ value: Double?) -> JSONValue {
    value.map { JSONValue.number($0) } ?? .null
  }

  public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
