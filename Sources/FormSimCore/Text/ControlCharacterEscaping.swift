extension StringProtocol {
  /// The text with every C0 and C1 control character and DEL written out as a visible escape
  /// (`\n`, `\t`, `\r`, `\u{1B}`), so that text from a file (a layout's name, a label, a script
  /// step) can be printed to a terminal or a report without moving the cursor, clearing the
  /// screen or starting an escape sequence of its own.
  /// With `keepingLineBreaks`, `\n` stays a line break: for a message of several lines whose
  /// parts were escaped where they came in.
  public func escapingControlCharacters(keepingLineBreaks: Bool = false) -> String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return String(self) }
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": result += keepingLineBreaks ? "\n" : "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.isControlCharacter:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F): the scalars a terminal acts on.
  public var isControlCharacter: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
