import FormSimCore
import FormSimRender

/// A strategy's tour: which strategy plays, how it is introduced, and the steps.
///
/// `formsim demo all` plays one tour per strategy in turn, each from a form at rest, so a viewer
/// sees every strategy meet the same situations.
public struct DemoTour: Sendable, Hashable {
  /// The real seconds a step's result is held when nothing else is asked for.
  public static let defaultHold = 2.0

  public var strategy: String
  /// Shown before the first step: what the strategy is and where it comes from.
  public var introduction: String
  public var steps: [DemoStep]

  public init(strategy: String, introduction: String, steps: [DemoStep]) {
    self.strategy = strategy
    self.introduction = introduction
    self.steps = steps
  }

  /// A tour of user-supplied steps (`--script`): the captions are the steps themselves.
  public static func scripted(_ steps: [ScriptStep], strategy: String, hold: Double = defaultHold)
    -> DemoTour
  {
    DemoTour(
      strategy: strategy, introduction: introduction(of: strategy),
      steps: steps.map { DemoStep($0, hold: hold) })
  }

  /// `content-height (citrusleaf.in): grows the content height…`: the strategy's name, the
  /// site of the article it follows, and its one-line summary.
  public static func introduction(of strategy: String) -> String {
    guard let info = StrategyCatalog.info(named: strategy) else { return strategy }
    let origin = info.article?.site.map { " (\($0))" } ?? ""
    return "\(info.name)\(origin): \(info.summary)"
  }
}
