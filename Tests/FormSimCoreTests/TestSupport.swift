import Foundation
import Testing

@testable import FormSimCore

/// Builds a simulator, runs a script to settled, and returns it.
func simulate(
  _ script: String, strategy: String, layout: Layout = .twelve, device: DeviceProfile = .iphone4,
  orientation: Orientation = .portrait, era: IOSEra? = nil, hardwareKeyboard: Bool = false,
  margin: Double? = 10, autoToolbar: Bool = true, until stopTime: Double? = nil
) throws -> Simulator {
  var settings = SimulationSettings(
    layout: layout, device: device, orientation: orientation, strategy: strategy, era: era,
    hardwareKeyboard: hardwareKeyboard)
  settings.margin = margin
  settings.autoToolbar = autoToolbar
  var simulator = Simulator(settings: settings)
  let steps = try ScriptParser.parse(script, fieldCount: layout.fieldSpecs.count)
  simulator.run(steps, until: stopTime)
  return simulator
}

extension Simulator {
  /// Runs all of `script` but its last step to settled, drops the events so far, then runs the
  /// last step and returns the events it posted: the notifications one action causes.
  mutating func eventsOfLastStep(_ script: String) throws -> [WorldEvent] {
    let steps = try ScriptParser.parse(script, fieldCount: fieldCount)
    run(Array(steps.dropLast()))
    _ = takeEvents()
    var events: [WorldEvent] = []
    run([steps[steps.count - 1]]) { observation, _ in
      if case .events(let batch) = observation { events += batch }
    }
    return events
  }

  /// The settled (model) report.
  var report: StateReport { StateReport(self, presentation: false) }
  /// What is on screen now.
  var screen: StateReport { StateReport(self, presentation: true) }
  var offsetY: Double { world.contentOffset.y }
}

/// Compares doubles to within a hundredth of a point.
func close(_ a: Double?, _ b: Double?, tolerance: Double = 0.01) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  return abs(a - b) <= tolerance
}

typealias SeededGenerator = SeededRandom

/// Parses layout JSON as the file `form.json`, as `--layout form.json` would.
func parseLayout(_ json: String) throws(UserFileError) -> Layout {
  try LayoutParser.parse(Data(json.utf8), file: "form.json")
}

/// The one-line message a bad layout gets, or `nil` when it parses.
func layoutMessage(_ json: String) -> String? {
  do {
    _ = try parseLayout(json)
    return nil
  } catch {
    return error.description
  }
}
