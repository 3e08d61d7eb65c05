import FormSimCore
import FormSimRender

/// Simulators set up the way the screen goldens need them: the `twelve` form on an iPhone 4, a
/// script run to its end (or stopped mid-slide).
enum ScreenScenario {
  static func run(
    strategy: String = "reference", script: String = "", until stopTime: Double? = nil,
    orientation: Orientation = .portrait
  ) throws -> (simulator: Simulator, events: [WorldEvent]) {
    let settings = SimulationSettings(
      layout: .twelve, device: .iphone4, orientation: orientation, strategy: strategy)
    var simulator = Simulator(settings: settings)
    let steps = try ScriptParser.parse(script, fieldCount: simulator.fieldCount)
    var events: [WorldEvent] = []
    simulator.run(steps, until: stopTime) { observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    return (simulator, events)
  }

  /// The frame as plain text, trailing spaces trimmed so the golden files read cleanly.
  static func text(
    _ run: (simulator: Simulator, events: [WorldEvent]), columns: Int = 100, rows: Int = 36,
    color: Bool = true,
    unicode: Bool = true
  ) -> String {
    let renderer = ScreenRenderer(theme: Theme(colorEnabled: color, unicodeEnabled: unicode))
    let frame = renderer.render(run.simulator, events: run.events, columns: columns, rows: rows)
    return TextWriter.render(frame.grid, trimTrailingSpaces: true)
  }
}
