/// The order in which UIKit tells a view controller about a field taking focus and about a field
/// resigning, era by era and for each kind of field: the one table `Simulator` follows
/// (docs/uikit-behaviour.md, "Event order", gives the sources of every row).
///
/// `keyboard` stands for what the keyboard posts at that point: for `focus`, its will-show (the
/// did- notifications follow when its slide ends); for `refocus`, what the era posts for a focus
/// change with the keyboard up; for `dismiss`, its will-hide. A `shouldBeginEditing` that
/// answers `false` stops a `focus` or `refocus` there. With a hardware keyboard that leaves
/// nothing on screen, `keyboard` posts nothing.
public enum EventOrder {
  public enum Action: String, Sendable, Hashable, CaseIterable {
    /// A field takes focus while none has it (the keyboard is hidden).
    case focus
    /// Another field takes focus while one has it (the keyboard is up).
    case refocus
    /// The focused field resigns (Esc, a tap outside, return).
    case dismiss
  }

  public enum Step: String, Sendable, Hashable {
    /// `textFieldShouldBeginEditing` / `textViewShouldBeginEditing` of the new field.
    case shouldBeginEditing
    /// `…DidEndEditing` of the field that had focus.
    case didEndEditing
    /// `…DidBeginEditing` of the new field.
    case didBeginEditing
    /// The keyboard's notifications for the action.
    case keyboard
  }

  /// Every era, action and kind of the newly focused field (for `dismiss`, of the resigning
  /// one), with its steps in order. A text field begins editing before the keyboard is told; a
  /// text view, in the modern era, after; a field resigns after the keyboard has posted its
  /// will-hide.
  public static let table: [(era: IOSEra, action: Action, kind: FieldKind, steps: [Step])] = [
    (.modern, .focus, .text, [.shouldBeginEditing, .didBeginEditing, .keyboard]),
    (.modern, .focus, .multiline, [.shouldBeginEditing, .keyboard, .didBeginEditing]),
    (.modern, .refocus, .text, [.shouldBeginEditing, .didEndEditing, .didBeginEditing, .keyboard]),
    (
      .modern, .refocus, .multiline,
      [.shouldBeginEditing, .didEndEditing, .keyboard, .didBeginEditing]
    ),
    (.modern, .dismiss, .text, [.keyboard, .didEndEditing]),
    (.modern, .dismiss, .multiline, [.keyboard, .didEndEditing]),
    (.ios7, .focus, .text, [.shouldBeginEditing, .didBeginEditing, .keyboard]),
    (.ios7, .focus, .multiline, [.shouldBeginEditing, .didBeginEditing, .keyboard]),
    (.ios7, .refocus, .text, [.shouldBeginEditing, .didEndEditing, .didBeginEditing, .keyboard]),
    (
      .ios7, .refocus, .multiline,
      [.shouldBeginEditing, .didEndEditing, .didBeginEditing, .keyboard]
    ),
    (.ios7, .dismiss, .text, [.keyboard, .didEndEditing]),
    (.ios7, .dismiss, .multiline, [.keyboard, .didEndEditing]),
    (.legacy, .focus, .text, [.shouldBeginEditing, .didBeginEditing, .keyboard]),
    (.legacy, .focus, .multiline, [.shouldBeginEditing, .didBeginEditing, .keyboard]),
    (
      .legacy, .refocus, .text, [.shouldBeginEditing, .didEndEditing, .didBeginEditing, .keyboard]
    ),
    (
      .legacy, .refocus, .multiline,
      [.shouldBeginEditing, .didEndEditing, .didBeginEditing, .keyboard]
    ),
    (.legacy, .dismiss, .text, [.keyboard, .didEndEditing]),
    (.legacy, .dismiss, .multiline, [.keyboard, .didEndEditing]),
  ]

  /// The steps of `action` in `era` for a field of `kind`.
  public static func steps(_ action: Action, era: IOSEra, kind: FieldKind) -> [Step] {
    for row in table where row.era == era && row.action == action && row.kind == kind {
      return row.steps
    }
    // Every combination has its row (`EventOrderTests` checks it).
    preconditionFailure("no event order for \(era.rawValue) \(action.rawValue) \(kind.rawValue)")
  }
}
