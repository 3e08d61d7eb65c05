/// A text field's control event that a storyboard or xib connects to a method of its view
/// controller (`<action selector="fieldBegan:" eventType="editingDidBegin"/>`): UIKit sends it
/// as the field begins or ends editing, beside the delegate's calls, so a handler that records
/// the active field there needs it run.
public struct FieldAction: Sendable, Hashable {
  /// The events a keyboard handler listens to.
  public enum Event: String, Sendable, Hashable, CaseIterable {
    case editingDidBegin, editingDidEnd
  }

  /// The field, 1-based as `--bind field:N` counts them.
  public var field: Int
  public var event: Event
  /// The selector as Interface Builder writes it: `fieldBegan:`, `fieldBegan`.
  public var selector: String

  public init(field: Int, event: Event, selector: String) {
    self.field = field
    self.event = event
    self.selector = selector
  }
}
