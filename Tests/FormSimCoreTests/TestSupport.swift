import Testing

@testable import FormSimCore

/// Builds a simulator, runs a script to settled, and returns it.
func simulate(
  _ script: String, strategy: String, layout: Layout = .twelve, device: DeviceProfile = .iphone4,
  orientation: Orientation = .portrait, era: IOSEra? = nil, hardwareKeyboard: Bool = false,
  until stopTime: Double? = nil
) throws -> Simulator {
  var settings = SimulationSettings(
    layout: layout, device: device, orientation: orientation, strategy: strategy, era: era,
    hardwareKeyboard: hardwareKeyboard)
  settings.margin = 10
  var simulator = Simulator(settings: settings)
  let steps = try ScriptParser.parse(script, fieldCount: layout.fieldSpecs.count)
  simulator.run(steps, until: stopTime)
  return simulator
}

extension Simulator {
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

/// A small deterministic random generator (SplitMix64) so property tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
