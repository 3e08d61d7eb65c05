/// One step of a script. Field numbers are 1-based, as users count them.
public enum ScriptStep: Sendable, Hashable {
  case focus(Int)
  case next
  case previous
  case type(String)
  case returnKey
  case dismiss
  case tapOutside
  case scroll(Double)
  case rotate
  case predictive(Bool)
  /// The emoji keyboard (`emoji`, `emoji on`) or the letters again (`emoji off`).
  case emoji(Bool)
  /// A finger dragging the form: each distance moves it that far down the screen (up when
  /// negative), in order, then it lifts.
  case drag([Double])
  /// An iPad keyboard placement: `dock`, `undock`, `split`, `float` or `float X Y` (which also
  /// moves the floating keyboard's top-left corner there).
  case placeKeyboard(KeyboardPlacement, Point?)
  /// A hardware keyboard attached (`hardware`, `hardware on`) or detached (`hardware off`): the
  /// software keyboard goes away, leaving the shortcuts bar on an iPad.
  case hardwareKeyboard(Bool)
  case wait(Double)

  /// The step as it is written in a script.
  public var text: String {
    switch self {
    case .focus(let field): "focus \(field)"
    case .next: "next"
    case .previous: "prev"
    case .type(let text): "type \(text)"
    case .returnKey: "return"
    case .dismiss: "dismiss"
    case .tapOutside: "tap-outside"
    case .scroll(let dy): "scroll \(JSONValue.format(dy))"
    case .rotate: "rotate"
    case .predictive(let on): "predictive \(on ? "on" : "off")"
    case .emoji(let on): on ? "emoji" : "emoji off"
    case .drag(let path): "drag " + path.map { JSONValue.format($0) }.joined(separator: " ")
    case .placeKeyboard(let placement, let origin):
      switch placement {
      case .docked: "dock"
      case .undocked: "undock"
      case .split: "split"
      case .floating:
        "float" + (origin.map { " \(JSONValue.format($0.x)) \(JSONValue.format($0.y))" } ?? "")
      }
    case .hardwareKeyboard(let on): on ? "hardware" : "hardware off"
    case .wait(let seconds): "wait \(JSONValue.format(seconds))"
    }
  }
}
