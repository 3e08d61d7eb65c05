/// Slides the whole view up with a translation transform computed from iPhone 4 constants.
///
/// Source: the article `info` cites (devedup.com, `maintainVisibityOfControl`).
/// Quirks kept on purpose:
/// - `deviceHeight = 480`, `keyboardHeight = 216`, `gap = 5` are constants whatever the device or
///   orientation: in landscape (keyboard top at 158 on an iPhone 4) the field ends up hidden.
/// - `shiftBy` simplifies to `216 + 5 − absolute.y`: it puts the field's *top* at y = 221, which
///   only clears the keyboard because a 31-pt field on a 480-pt screen happens to fit.
/// - It runs on `didBeginEditing`, ignoring keyboard notifications: the view moves even with a
///   hardware keyboard, and its 0.3 s animation is its own.
/// - The field's position is read through the current transform but the new transform is set
///   absolutely, so moving to a second field while shifted under-shifts it.
/// - On `didEndEditing` it only slides back if the ending field is still the current control;
///   `shouldBeginEditing` has already replaced it when focus moves on, so the view stays put.
public struct ViewTransformStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "view-transform", source: "article", article: .slidingTheView,
    summary: "slides the root view by (480 - y) - (480 - 216 - 5), iPhone 4 constants",
    quirks: [
      "hard-coded 480 / 216 / 5: wrong on every other device and in landscape",
      "moves on didBeginEditing, even with a hardware keyboard",
      "sets the transform absolutely from a position read through it",
    ])

  static let deviceHeight = 480.0
  static let keyboardHeight = 216.0
  static let gap = 5.0
  static let offset = 0.0

  private var currentControl: Int?

  public init() {}

  public mutating func shouldBeginEditing(field: Int, in world: inout World) -> Bool {
    currentControl = field
    return true
  }

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    let absolute = world.convert(world.fieldFrame(field), from: .contentView, to: .window).origin
    guard absolute.y > Self.keyboardHeight + Self.gap else { return }
    let shiftBy =
      (Self.deviceHeight - absolute.y)
      - (Self.deviceHeight - Self.keyboardHeight - Self.gap - Self.offset)
    world.animate(.seed) { $0.rootTransform = Translation(tx: 0, ty: shiftBy) }
  }

  public mutating func didEndEditing(field: Int, in world: inout World) {
    if field == currentControl {
      world.animate(.seed) { $0.rootTransform = .identity }
    }
  }
}

extension ViewTransformStrategy {
  /// The catalogue's entry: the info, a fresh strategy, and the demo tour's captions.
  public static let entry = StrategyEntry(
    info: info, make: { _ in ViewTransformStrategy() }, caption: caption)

  /// What the demo tour says at each moment: what this code does then, and what goes wrong.
  static func caption(_ moment: DemoMoment, _ figures: CaptionFigures) -> String {
    switch moment {
    case .highField:
      return
        "didBeginEditing: the field's window y is not below 216 + 5, so the root view stays put."
    case .lowField:
      return
        "The field is below 221 pt: the whole root view slides up by (480 − y) − (480 − 216 − 5), iPhone 4 constants whatever the device."
    case .next:
      return
        "didEndEditing leaves the view moved; didBeginEditing reads y through the moved view but sets the transform absolutely: it slides back down."
    case .type:
      return "Typing into the field wherever the transform left it."
    case .rotate:
      return
        "Landscape: the 480-pt screen and 216-pt keyboard are constants, and nothing re-runs on rotation."
    case .rotateBack:
      return "Back to portrait: the transform is still the one set for the previous field."
    case .dismiss:
      return "didEndEditing with the field still current: the transform animates back to identity."
    }
  }
}
