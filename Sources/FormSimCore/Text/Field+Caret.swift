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

/// Whose text input a field is: UIKit's own, React Native's `TextInput` or Flutter's
/// `TextField`. Each places its text in the field in its own way, so the caret a library scrolls
/// to is in a different place for the same frame (docs/uikit-behaviour.md, "Where the caret
/// is").
public enum TextInputLayout: Sendable, Hashable {
  /// `UITextField` (text vertically centred) and `UITextView` (its text container inset).
  case uiKit
  /// `RCTUITextField`, a `UITextField` inset by the input's padding (none by default), and
  /// `RCTUITextView`, whose text starts at its default top padding.
  case reactNative
  /// `TextField` in a Material 3 underline `InputDecorator`: its line starts at the
  /// decoration's top content padding, aligned to the top.
  case flutter
}

extension Field {
  /// React Native's default top padding of a multiline `TextInput` on iOS.
  public static let reactNativeMultilineTopPadding = 5.0
  /// The top content padding of Flutter's Material 3 underline decoration (not dense).
  public static let flutterContentPaddingTop = 8.0

  /// The caret's rectangle in the field's superview (the content view) when `layout`'s text
  /// input draws the field.
  public func caretRect(in layout: TextInputLayout) -> Rect {
    switch (layout, kind) {
    case (.uiKit, _), (.reactNative, .text):
      return caretRect
    case (.reactNative, .multiline):
      return TextMetrics.caretLineRect(in: self, topInset: Self.reactNativeMultilineTopPadding)
    case (.flutter, _):
      return TextMetrics.caretLineRect(in: self, topInset: Self.flutterContentPaddingTop)
    }
  }
}

extension World {
  /// Where field `index`'s caret is on screen in `state` (the world's model or presentation
  /// values): the caret of the text input that draws the fields (`textInput`). The reports give
  /// it and the screen draws the field's text line and caret at it, so both show one caret.
  public func caretRectInWindow(ofField index: Int, in state: ViewState) -> Rect {
    state.windowFrame(ofContent: fields[index].caretRect(in: textInput))
  }
}
