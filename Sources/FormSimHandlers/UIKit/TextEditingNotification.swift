/// The notifications a text field or a text view posts as it begins and ends editing, which a
/// screen observes to learn the active field when it is no field's delegate.
///
/// UIKit has spelt them `UITextFieldTextDidBeginEditingNotification` (Objective-C, Swift 2–3),
/// `NSNotification.Name.UITextFieldTextDidBeginEditing` (Swift 4.0–4.1) and
/// `UITextField.textDidBeginEditingNotification` (Swift 4.2 on); as a value each is the name's
/// raw string, as Foundation's `Notification.Name` is, so that comparing names works.
enum TextEditingNotification: String, CaseIterable, Sendable, Hashable {
  case fieldDidBegin = "UITextFieldTextDidBeginEditingNotification"
  case fieldDidEnd = "UITextFieldTextDidEndEditingNotification"
  case viewDidBegin = "UITextViewTextDidBeginEditingNotification"
  case viewDidEnd = "UITextViewTextDidEndEditingNotification"

  /// The notification a free name or a member of `NSNotification.Name` spells
  /// (`UITextFieldTextDidBeginEditingNotification`, `UITextFieldTextDidBeginEditing`).
  init?(spelling name: String) {
    guard name.hasPrefix("UIText") else { return nil }
    self.init(rawValue: name.hasSuffix("Notification") ? name : name + "Notification")
  }

  /// The notification `UITextField.textDidBeginEditingNotification` and the like spell: a
  /// member of the class that posts it.
  init?(member name: String, of type: String) {
    guard type == "UITextField" || type == "UITextView", let first = name.first,
      name.hasPrefix("textDid")
    else { return nil }
    self.init(rawValue: type + first.uppercased() + name.dropFirst())
  }

  /// The notification a value names: its raw string (`notification.name`, a name as code
  /// spells it); nil for any other value.
  init?(_ value: Value?) {
    guard case .string(let raw)? = value else { return nil }
    self.init(rawValue: raw)
  }

  /// The one a field posts as it begins (`beginning`) or ends editing: a text view's for a
  /// multi-line field.
  init(beginning: Bool, multiline: Bool) {
    switch (beginning, multiline) {
    case (true, false): self = .fieldDidBegin
    case (false, false): self = .fieldDidEnd
    case (true, true): self = .viewDidBegin
    case (false, true): self = .viewDidEnd
    }
  }

  /// The notification as an observer receives it: its `name`, and the field as its `object`;
  /// it carries no `userInfo`.
  func value(from field: Int) -> Value {
    .instance(
      Self.notificationType,
      ["name": .string(rawValue), "object": .object(.field(field)), "userInfo": .nothing])
  }

  static let notificationType = "Notification"
}
