/// How deep square brackets nest in Swift source, measured on the bytes before any parse.
///
/// swift-syntax reads a `[` by looking ahead for an array, a dictionary or a type, again at each
/// level inside, so its time doubles with each level of `[[[…]]]`: a line of a few dozen
/// brackets would keep the front end busy for hours. No view controller nests them beyond a
/// handful (`[[String: [Int]]]` is three), so a file that goes past the bound is refused at the
/// bracket before it is parsed. Strings and comments are passed over, so brackets in them do not
/// count; the scan is only an estimate of the parser's nesting, and the front end's time limit
/// catches whatever it misses.
enum BracketDepth {
  static let limit = 12

  /// The line and column (1-based, in bytes) of the first `[` that opens more than `limit`
  /// levels deep; nil when none does.
  static func firstBeyond(_ limit: Int, in source: [UInt8]) -> (line: Int, column: Int)? {
    var depth = 0
    var line = 1
    var lineStart = 0
    var index = 0
    var commentDepth = 0
    var inLineComment = false
    var inString = false
    var multiline = false
    func at(_ offset: Int) -> UInt8? {
      index + offset < source.count ? source[index + offset] : nil
    }
    while index < source.count {
      let byte = source[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
        inLineComment = false
        if inString && !multiline { inString = false }
      } else if inLineComment {
      } else if commentDepth > 0 {
        if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
          commentDepth -= 1
          index += 1
        } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
          commentDepth += 1
          index += 1
        }
      } else if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          if !multiline {
            inString = false
          } else if at(1) == UInt8(ascii: "\""), at(2) == UInt8(ascii: "\"") {
            inString = false
            index += 2
          }
        }
      } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
        inLineComment = true
      } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
        commentDepth = 1
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
        if multiline { index += 2 }
      } else if byte == UInt8(ascii: "[") {
        depth += 1
        if depth > limit { return (line, index - lineStart + 1) }
      } else if byte == UInt8(ascii: "]") {
        depth = max(0, depth - 1)
      }
      index += 1
    }
    return nil
  }
}
