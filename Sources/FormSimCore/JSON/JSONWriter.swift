/// Compact JSON text, one line, keys in the order given.
extension JSONValue {
  /// Serialises without spaces; numbers are rounded to 6 decimals so that sums of frame intervals
  /// print as `0.3`, not `0.30000000000000004`, and whole numbers print without a fraction.
  public func serialized() -> String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value): output += Self.format(value)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        item.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  /// A plain JSON number: no exponent for ordinary values, `null` for non-finite ones.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    // Past 1e15 a double holds no millionths to round, and multiplying could overflow to
    // infinity (CGFLOAT_MAX).
    let rounded = abs(value) < 1e15 ? (value * 1_000_000).rounded() / 1_000_000 : value
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    var text = String(rounded)
    if text.contains("e") && abs(rounded) < 1e15 {
      // Swift prints tiny or huge values with an exponent; spell them out instead.
      text = DecimalText.fixed(rounded, digits: 6, keepZeros: false)
    }
    return text
  }

  private static func writeString(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      // C1 and DEL too: JSON allows them raw, but a terminal showing the line acts on them.
      case _ where scalar.isControlCharacter:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
