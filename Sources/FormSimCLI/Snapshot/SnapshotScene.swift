import FormSimApp
import FormSimCore
import FormSimRender

/// One simulation, stopped at a moment and drawn as the terminal would draw it.
///
/// Every snapshot, strip frame and comparison frame comes from here, and here draws only through
/// ``ScreenRenderer`` with the bounded ``EventLog`` the interactive app keeps, so a snapshot is the
/// terminal's frame, not a second rendering of it.
struct SnapshotScene: Sendable {
  var settings: SimulationSettings
  var steps: [ScriptStep]
  var theme: Theme
  var forcedScale: Double?
  var size: SnapshotSize

  /// The frame at `time` simulated seconds after the script starts, or once every step has
  /// settled when `time` is `nil`. A script that settles before `time` stays still until then.
  func frame(at time: Double?) -> CellGrid {
    var simulator = Simulator(settings: settings)
    var log = EventLog()
    let stopTime = time.map { simulator.time + $0 }
    simulator.run(steps, until: stopTime) { observation, _ in
      if case .events(let events) = observation { log.append(contentsOf: events) }
    }
    let renderer = ScreenRenderer(theme: theme, forcedScale: forcedScale)
    return renderer.render(
      simulator, events: log.entries, columns: size.columns, rows: size.rows
    ).grid
  }
}
