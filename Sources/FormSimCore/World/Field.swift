/// One input on the form: where it sits in the content view, and what the user typed.
public struct Field: Sendable, Hashable {
  public var label: String
  public var placeholder: String
  public var kind: FieldKind
  /// The frame in content-view coordinates (its superview's).
  public var frame: Rect
  public var text: String
  /// Where the caret sits, as a character offset into `text`.
  public var caret: Int
  /// The `inputAccessoryView` that rides on the keyboard while this field is first responder.
  public var inputAccessory: InputAccessory

  public init(
    label: String, placeholder: String = "", kind: FieldKind = .text, frame: Rect,
    text: String = "", inputAccessory: InputAccessory = .none
  ) {
    self.label = label
    self.placeholder = placeholder
    self.kind = kind
    self.frame = frame
    self.text = text
    caret = text.count
    self.inputAccessory = inputAccessory
  }
}
