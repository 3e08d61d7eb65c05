/// The baseline: a form that does nothing about the keyboard, so low fields end up under it.
public struct NoneStrategy: KeyboardAvoidanceStrategy {
  public static let info = StrategyInfo(
    name: "none", group: .reference, source: "—",
    summary: "does nothing: the keyboard covers whatever is below its top",
    quirks: ["every field below the keyboard's top stays hidden"])

  public init() {}
}
