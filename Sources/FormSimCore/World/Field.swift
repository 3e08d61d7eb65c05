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
  /// Whether what is typed is hidden, as in a password field.
  public var secure = false
  /// UIKit's keyboard type by name, or `nil` for the default keyboard.
  public var keyboardType: String?
  /// The frame of the table-view cell holding the field, in content-view coordinates, when the
  /// layout gives one.
  public var cell: Rect?

  /// The cell holding the field, or the field's own frame where the layout names no cell: what
  /// a table scrolls into view for its first responder.
  public var cellFrame: Rect { cell ?? frame }

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
