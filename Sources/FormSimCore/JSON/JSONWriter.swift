/// Compact JSON text, one line, keys in the order given.
extension JSONValue {
  /// Serialises without spaces; numbers are rounded to 6 decimals so that sums of frame intervals
  /// print as `0.3`, not `0.30000000000000004`, and whole numbers print without a fraction.
  public func serialized() -> String {
    // UTF-8 bytes, decoded once: appending to a `String` scalar by scalar cost thousands of
    // instructions a byte.
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value):
      if let whole = Self.wholeNumber(value) {
        Self.writeInteger(whole, to: &output)
      } else {
        output.append(contentsOf: Self.format(value).utf8)
      }
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let items):
      output.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        item.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A plain JSON number: no exponent for ordinary values, `null` for non-finite ones.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if let whole = wholeNumber(value) { return String(whole) }
    let rounded = abs(value) < 1e15 ? (value * 1_000_000).rounded() / 1_000_000 : value
    var text = String(rounded)
    if text.contains("e") && abs(rounded) < 1e15 {
      // Swift prints tiny or huge values with an exponent; spell them out instead.
      text = DecimalText.fixed(rounded, digits: 6, keepZeros: false)
    }
    return text
  }

  /// The value as a whole number once rounded to the millionth, when it is one below 1e15.
  private static func wholeNumber(_ value: Double) -> Int64? {
    guard value.isFinite else { return nil }
    // Past 1e15 a double holds no millionths to round, and multiplying could overflow to
    // infinity (CGFLOAT_MAX).
    let rounded = abs(value) < 1e15 ? (value * 1_000_000).rounded() / 1_000_000 : value
    guard rounded == rounded.rounded(), abs(rounded) < 1e15 else { return nil }
    return Int64(rounded)
  }

  /// `value`'s decimal digits, without a string made for them: a program's source locations are
  /// most of the numbers a front end writes.
  private static func writeInteger(_ value: Int64, to output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    let start = output.count
    repeat {
      output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    output[start...].reverse()
  }

  private static func writeString(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var previous: UInt8 = 0
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
      // C1 and DEL too: JSON allows them raw, but a terminal showing the line acts on them.
      // A C1 control is U+0080–U+009F, in UTF-8 the lead byte 0xC2 then 0x80–0x9F.
      case 0..<0x20, 0x7F: escape(byte, to: &output)
      case 0x80...0x9F where previous == 0xC2:
        output.removeLast()
        escape(byte, to: &output)
      default: output.append(byte)
      }
      previous = byte
    }
    output.append(UInt8(ascii: "\""))
  }

  /// `\u00XX`, the hex digits in lower case.
  private static func escape(_ value: UInt8, to output: inout [UInt8]) {
    output.append(contentsOf: #"\u00"#.utf8)
    output.append(hexDigits[Int(value >> 4)])
    output.append(hexDigits[Int(value & 0xF)])
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
