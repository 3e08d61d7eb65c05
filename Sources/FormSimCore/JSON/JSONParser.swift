/// A strict JSON parser (RFC 8259) whose errors say the line and column.
public struct JSONParser {
  /// A syntax error at a position in the text.
  public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "line \(line), column \(column): \(message)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// The root object's member being parsed, and where each element of a root-level array starts,
  /// so a layout's reports can point at the line of each field.
  private var topLevelKey: String?
  private var elementOffsets: [String: [Int]] = [:]
  /// Deeper nesting than this is refused rather than risking the stack.
  static let maximumDepth = 512

  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try parse(bytes: Array(text.utf8))
  }

  public static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  /// Parses like `parse(bytes:)`, and also says on which line each element of every array that
  /// is a member of the root object starts (`["fields": [3, 8, 13]]`).
  public static func parseRecordingLines(bytes: [UInt8]) throws(SyntaxError)
    -> (value: JSONValue, elementLines: [String: [Int]])
  {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    var lineStarts: [Int] = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    func line(of offset: Int) -> Int {
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return low + 1
    }
    return (value, parser.elementOffsets.mapValues { $0.map(line(of:)) })
  }

  private init(bytes: [UInt8]) {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    self.bytes = bytes
    index = start
  }

  private mutating func parseValue() throws(SyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character \(describe(bytes[index])), expected a value")
    }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    // Where each key starts: a repeated key is refused, since readers disagree on which one
    // counts and a check of the first would let the second through.
    var keyStarts: [String: Int] = [:]
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a key in double quotes") }
      let keyStart = index
      let key = try parseString()
      if let first = keyStarts[key] {
        index = first
        let firstLine = error("").line
        index = keyStart
        throw error(
          "the key \"\(key.escapingControlCharacters())\" appears twice in one object (first on"
            + " line \(firstLine)); keep one")
      }
      keyStarts[key] = keyStart
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw error("expected ':' after the key \"\(key.escapingControlCharacters())\"")
      }
      index += 1
      skipWhitespace()
      if depth == 1 { topLevelKey = key }
      members.append((key, try parseValue()))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return .object(members)
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      if depth == 2, let topLevelKey { elementOffsets[topLevelKey, default: []].append(index) }
      items.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      if peek(UInt8(ascii: "]")) {
        index += 1
        depth -= 1
        return .array(items)
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    // The bytes between escapes, each run decoded whole: appending a run scalar by scalar cost
    // thousands of instructions a byte.
    var text = ""
    var runStart = index
    func flush(upTo end: Int) {
      if end > runStart { text += String(decoding: bytes[runStart..<end], as: UTF8.self) }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        flush(upTo: index)
        index += 1
        return text
      case UInt8(ascii: "\\"):
        flush(upTo: index)
        defer { runStart = index }
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
        case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
        case UInt8(ascii: "/"): text.unicodeScalars.append("/")
        case UInt8(ascii: "b"): text.unicodeScalars.append("\u{08}")
        case UInt8(ascii: "f"): text.unicodeScalars.append("\u{0C}")
        case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
        case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
        case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800...0xDBFF).contains(code), peek(UInt8(ascii: "\\")),
            index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try parseHex4()
            if (0xDC00...0xDFFF).contains(low) {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
          }
          text.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default:
          index -= 1
          throw error("invalid escape \\\(describe(escape)) in a string")
        }
      case 0..<0x20:
        throw error("control character in a string (write it as an escape such as \\n)")
      default:
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = hexValue(bytes[index]) else {
        throw error("expected four hex digits after \\u")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("numbers must not have leading zeros")
      }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit after the decimal point")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit in the exponent")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number \(text)") }
    guard value.isFinite else {
      index = start
      throw error("the number \(text) is too large to hold; numbers must be finite")
    }
    return value
  }

  private mutating func expectWord(_ word: String) throws(SyntaxError) {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count,
      Array(bytes[index..<(index + expected.count)]) == expected
    else { throw error("unexpected character \(describe(bytes[index])), expected a value") }
    index += expected.count
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested more than \(Self.maximumDepth) levels deep")
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  private func describe(_ byte: UInt8) -> String {
    byte >= 0x21 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
  }

  private func error(_ message: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, message: message)
  }
}
