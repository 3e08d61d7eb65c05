import FormSimCore
import FormSimRender

/// One step of a demo's tour: what to do, what to say about it, and how long to let it sink in.
///
/// The step is a script step, so a tour is a script with words attached, and
/// `--script` can replace it without the demo changing shape.
public struct DemoStep: Sendable, Hashable {
  public var step: ScriptStep
  /// What the strategy does at this step and what goes wrong; empty for a plain script.
  public var caption: String
  /// Where the focused field ends up once the step has settled, worked out in advance so the
  /// caption can say it while the viewer watches it happen.
  public var outcome: FocusVerdict?
  /// Real seconds to hold on the settled result before the next step.
  public var hold: Double

  public init(_ step: ScriptStep, caption: String = "", outcome: FocusVerdict? = nil, hold: Double)
  {
    self.step = step
    self.caption = caption
    self.outcome = outcome
    self.hold = hold
  }
}
