import FormSimCore
import FormSimRender

/// The built-in tours: every strategy meets the same situations — a high field, a low field, the
/// next field, typing, a rotation there and back, a dismissal — with captions that say what
/// its code does at that moment and what goes wrong.
///
/// The fields are picked from the form and device being simulated, and each step's outcome is
/// worked out by running the tour headlessly first, so the captions stay true for any `--layout`
/// or `--device`.
extension DemoTour {
  /// The text typed at the `type` step.
  static let typedText = "hello"

  /// The built-in tour of `strategy` on the form and device of `settings`.
  public static func builtIn(
    strategy: String, settings: SimulationSettings, hold: Double = defaultHold
  ) -> DemoTour {
    var settings = settings
    settings.strategy = strategy
    var simulator = Simulator(settings: settings)
    simulator.recordsEvents = false
    let fields = tourFields(simulator.world)
    var steps: [DemoStep] = []
    for moment in DemoMoment.allCases {
      guard let step = scriptStep(moment, fields: fields, count: simulator.fieldCount) else {
        continue
      }
      simulator.run([step])
      let outcome = simulator.focusedIndex == nil ? nil : FocusVerdict(simulator)
      steps.append(
        DemoStep(
          step, caption: caption(strategy, moment, settings: settings),
          outcome: outcome, hold: hold))
    }
    return DemoTour(strategy: strategy, introduction: introduction(of: strategy), steps: steps)
  }

  /// Tours of every strategy in the catalogue's order: `formsim demo all`.
  public static func allBuiltIn(settings: SimulationSettings, hold: Double = defaultHold)
    -> [DemoTour]
  {
    StrategyCatalog.names.map { builtIn(strategy: $0, settings: settings, hold: hold) }
  }

  /// The high and the low field (1-based) for a form at rest: the high one well clear of the
  /// keyboard (the second such field when there is one), the low one the first field that is on
  /// screen but that the keyboard will cover — not the last field, so that "next" has somewhere
  /// to go.
  static func tourFields(_ world: World) -> (high: Int, low: Int) {
    let state = world.model
    let keyboardTop = world.shownKeyboardFrame.minY
    let height = world.windowBounds.height
    let frames = world.fields.map { state.windowFrame(ofContent: $0.frame) }
    let count = frames.count
    let clear = frames.indices.filter { frames[$0].maxY <= keyboardTop }
    let high = clear.count >= 2 ? clear[1] + 1 : 1
    var low =
      frames.indices.first { frames[$0].maxY > keyboardTop && frames[$0].minY < height }
      .map { $0 + 1 } ?? count
    if low == count && count > 2 { low = count - 1 }
    return (high, max(1, low))
  }

  private static func scriptStep(_ moment: DemoMoment, fields: (high: Int, low: Int), count: Int)
    -> ScriptStep?
  {
    switch moment {
    case .highField: fields.high == fields.low ? nil : .focus(fields.high)
    case .lowField: .focus(fields.low)
    case .next: fields.low < count ? .next : nil
    case .type: .type(typedText)
    case .rotate, .rotateBack: .rotate
    case .dismiss: .dismiss
    }
  }

  /// The caption the strategy's catalogue entry gives `moment` on these settings.
  static func caption(_ strategy: String, _ moment: DemoMoment, settings: SimulationSettings)
    -> String
  {
    StrategyCatalog.entry(named: strategy)?.caption(moment, CaptionFigures(settings)) ?? ""
  }
}
