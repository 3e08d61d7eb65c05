/// The baseline: a form that does nothing about the keyboard, so low fields end up under it.
public struct NoneStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "none", group: .reference, source: "—",
    summary: "does nothing: the keyboard covers whatever is below its top",
    quirks: ["every field below the keyboard's top stays hidden"])

  public init() {}
}

extension NoneStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { _ in NoneStrategy() }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "Nothing reacts: the keyboard slides up over the form; a high field happens to stay clear."
    case .lowField:
      return "none ignores every notification: the low field stays where it is, under the keyboard."
    case .next:
      return figures.hasToolbar
        ? "The toolbar's Next moves the focus down; still nothing scrolls."
        : "Tab moves the focus to the next field; still nothing scrolls."
    case .type:
      return "The text goes into a field the user cannot see."
    case .rotate:
      return "Landscape: a shorter window and keyboard, and nothing adapts."
    case .rotateBack:
      return "Back to portrait: the field is still covered."
    case .dismiss:
      return "Dismissed: the keyboard slides away and the field reappears where it always was."
    }
  }
}
