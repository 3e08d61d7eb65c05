import FormSimCore
import FormSimHandlers
import Testing

/// A handler written the way each seed article handles the keyboard (000 in Swift; 001, 003
/// and 004 in Objective-C) gives its built-in strategy's figures frame for frame, on every
/// device, orientation and era: interpreting the code and modelling it agree.
@Suite struct SeedEquivalenceTests {
  static let script =
    "focus 2; focus 7; next; type ab; rotate; rotate; return; focus 11; wait 0.1; dismiss"

  /// Every presentation state the script goes through, frame by frame.
  func frames(_ settings: SimulationSettings) throws -> [ViewState] {
    var simulator = Simulator(settings: settings)
    var states = [simulator.world.presentation]
    let steps = try ScriptParser.parse(Self.script, fieldCount: simulator.fieldCount)
    simulator.run(steps) { observation, simulator in
      if case .frame = observation { states.append(simulator.world.presentation) }
    }
    states.append(simulator.world.presentation)
    return states
  }

  /// Each seed's built-in strategy and the fixture written in its article's style and
  /// language, with the outlets the fixture needs bound by hand.
  struct Seed: Sendable, CustomTestStringConvertible {
    var strategy: String
    var file: String
    var bind: [String: String] = [:]
    var testDescription: String { "\(strategy) from \(file)" }
  }

  static let swiftSeeds = [
    Seed(
      strategy: "content-height", file: "ContentHeight.swift",
      bind: ["contentHeight": "content.height"])
  ]
  static let objectiveCSeeds = [
    Seed(strategy: "content-inset", file: "ContentInset.m"),
    Seed(strategy: "view-transform", file: "ViewTransform.m"),
    Seed(strategy: "scroll-offset", file: "ScrollOffset.m"),
  ]

  /// The keyboard layout guide, pinned by a handler's own constraint, is the
  /// `keyboard-layout-guide` strategy: UIKit's part is one piece of code for both.
  @Test(arguments: ["KeyboardLayoutGuidePin.swift", "KeyboardLayoutGuidePinObjC.m"])
  func aConstraintToTheKeyboardLayoutGuideIsItsStrategy(_ file: String) throws {
    try compare(Seed(strategy: "keyboard-layout-guide", file: file))
  }

  @Test(arguments: swiftSeeds)
  func swiftSeedFromCodeIsItsStrategyOnEveryDeviceOrientationAndEra(_ seed: Seed) throws {
    try compare(seed)
  }

  @Test(arguments: objectiveCSeeds)
  func objectiveCSeedFromCodeIsItsStrategyOnEveryDeviceOrientationAndEra(_ seed: Seed) throws {
    try compare(seed)
  }

  func compare(_ seed: Seed) throws {
    let fixture = try HandlerFixture(seed.file, bind: seed.bind.sorted { $0.key < $1.key })
    var compared = 0
    for device in DeviceProfile.all {
      for orientation in Orientation.allCases {
        for era in IOSEra.allCases {
          var settings = SimulationSettings(
            layout: .long, device: device, orientation: orientation, era: era)
          settings.strategy = seed.strategy
          let modelled = try frames(settings)
          settings.strategy = fixture.name
          let interpreted = try frames(settings)
          let first = zip(modelled, interpreted).enumerated().first {
            $0.element.0 != $0.element.1
          }?.offset
          #expect(
            modelled.count == interpreted.count && first == nil,
            "\(device.name) \(orientation.rawValue) \(era.rawValue): \(modelled.count) frames against \(interpreted.count), first difference at frame \(first.map(String.init) ?? "none")"
          )
          compared += modelled.count
        }
      }
    }
    // Ten devices × two orientations × three eras, each a few hundred frames.
    #expect(compared > 60 * 100)
  }
}
