extension Field {
  /// The caret's height in a single-line field, centred in it (UIKit's text field caret for the
  /// 14-pt system font, unconfirmed).
  public static let textFieldCaretHeight = 20.0
  public static let caretWidth = 2.0

  /// The caret's rectangle in the field's superview (the content view): in a text field 20 pt
  /// tall and centred vertically; in a text view on the caret's line, one line tall. Its x follows
  /// the characters before it, kept inside the text container.
  public var caretRect: Rect {
    let position = TextMetrics.caretPosition(text: text, caret: caret, width: frame.width)
    let x = min(
      frame.maxX - TextMetrics.inset,
      frame.minX + TextMetrics.inset + Double(position.column) * TextMetrics.characterWidth)
    switch kind {
    case .text:
      let height = min(Self.textFieldCaretHeight, frame.height)
      return Rect(
        x: x, y: frame.minY + (frame.height - height) / 2, width: Self.caretWidth, height: height)
    case .multiline:
      let line = TextMetrics.caretLineRect(in: self)
      return Rect(x: x, y: line.minY, width: Self.caretWidth, height: line.height)
    }
  }
}
