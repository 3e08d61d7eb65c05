/// Where text sits inside a field, in points: enough typography to know which line the caret is on.
///
/// A text view wraps its text, so the line being typed can be well below the view's top; the
/// reference strategy keeps that line, not the whole view, above the keyboard.
public enum TextMetrics {
  /// The average advance of one character of the 14-pt system font.
  public static let characterWidth = 8.0
  public static let lineHeight = 18.0
  /// The text container's inset from the field's edges.
  public static let inset = 8.0

  /// How many characters fit on one line of a field `width` points wide.
  public static func charactersPerLine(width: Double) -> Int {
    max(1, Int((width - 2 * inset) / characterWidth))
  }

  /// The text broken into display lines: explicit line breaks, then wrapping at the field's width.
  public static func lines(of text: String, width: Double) -> [Substring] {
    let perLine = charactersPerLine(width: width)
    var result: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if paragraph.isEmpty {
        result.append(paragraph)
        continue
      }
      var start = paragraph.startIndex
      while start < paragraph.endIndex {
        let end =
          paragraph.index(start, offsetBy: perLine, limitedBy: paragraph.endIndex)
          ?? paragraph.endIndex
        result.append(paragraph[start..<end])
        start = end
      }
    }
    return result
  }

  /// The caret's line and column for a caret at character offset `caret`.
  public static func caretPosition(text: String, caret: Int, width: Double) -> (
    line: Int, column: Int
  ) {
    // Nothing before the caret is one empty line: `check` asks this of empty fields all the time.
    guard caret > 0, !text.isEmpty else { return (0, 0) }
    // One pass over the text before the caret, counting what `lines(of:)` would make of it
    // without making it: the strategy and the panel ask at every keystroke, and a long paste
    // made every ask as long as the text.
    let perLine = charactersPerLine(width: width)
    var line = 0
    var column = 0
    if let ascii = asciiPosition(text, caret: caret, perLine: perLine) {
      (line, column) = ascii
    } else {
      for character in text.prefix(caret) {
        if character == "\n" {
          line += 1
          column = 0
          continue
        }
        if column == perLine {
          line += 1
          column = 0
        }
        column += 1
      }
    }
    // A full line with the caret at its end continues on the next line.
    return column == perLine ? (line + 1, 0) : (line, column)
  }

  /// `caretPosition`'s count for text whose bytes before the caret are ASCII other than CR (one
  /// byte, one character), read from its UTF-8 without decoding characters; nil otherwise.
  private static func asciiPosition(_ text: String, caret: Int, perLine: Int) -> (Int, Int)? {
    var line = 0
    var column = 0
    var seen = 0
    for byte in text.utf8 {
      if seen == caret { break }
      guard byte < 0x80, byte != 0x0D else { return nil }
      seen += 1
      if byte == 0x0A {
        line += 1
        column = 0
        continue
      }
      if column == perLine {
        line += 1
        column = 0
      }
      column += 1
    }
    return (line, column)
  }

  /// The caret's line as a rectangle in the field's superview coordinates, its first line
  /// `topInset` below the field's top (a text view's container inset unless given).
  public static func caretLineRect(in field: Field, topInset: Double = inset) -> Rect {
    let line = caretPosition(text: field.text, caret: field.caret, width: field.frame.width).line
    let y = min(
      field.frame.maxY - lineHeight, field.frame.minY + topInset + Double(line) * lineHeight)
    return Rect(
      x: field.frame.minX, y: max(field.frame.minY, y), width: field.frame.width,
      height: min(lineHeight, field.frame.height))
  }
}
