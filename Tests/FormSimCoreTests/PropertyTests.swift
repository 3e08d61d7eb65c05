import Testing

@testable import FormSimCore

/// Random layouts on random devices and orientations, from fixed seeds so failures repeat.
@Suite struct PropertyTests {
  static func randomLayout(_ generator: inout SeededGenerator) -> Layout {
    let count = Int.random(in: 1...30, using: &generator)
    var specs: [Layout.FieldSpec] = []
    for index in 0..<count {
      let multiline = Int.random(in: 0..<6, using: &generator) == 0
      if Bool.random(using: &generator) {
        specs.append(.init(label: "F\(index)", kind: multiline ? .multiline : .text))
      } else {
        let height = Double(Int.random(in: 20...(multiline ? 400 : 60), using: &generator))
        let y = Double(Int.random(in: 0...2000, using: &generator))
        specs.append(
          .init(
            label: "F\(index)", kind: multiline ? .multiline : .text,
            frame: Rect(x: 20, y: y, width: 200, height: height)))
      }
    }
    let explicit: Double? =
      Bool.random(using: &generator) ? Double(Int.random(in: 100...3000, using: &generator)) : nil
    return Layout(name: "random", fields: specs, contentHeight: explicit)
  }

  @Test(arguments: 0..<40)
  func referenceShowsEveryFieldThatFits(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let layout = Self.randomLayout(&generator)
    let device = DeviceProfile.checkDefaults.randomElement(using: &generator)!
    let orientation = Orientation.allCases.randomElement(using: &generator)!
    let margin = 10.0
    let rest = Simulator(
      settings: SimulationSettings(
        layout: layout, device: device, orientation: orientation, strategy: "reference",
        margin: margin))
    for index in 0..<rest.fieldCount {
      var simulator = rest
      simulator.focus(index)
      simulator.settle()
      let state = simulator.world.model
      let frame = simulator.world.fields[index].frame
      let band = state.visibleBand
      // The offset never leaves the scrollable range (with the keyboard's inset).
      let range = state.userScrollRange
      #expect(range.contains(state.contentOffset.y), "seed \(seed) field \(index + 1)")
      // A field "fits" when it and its margins fit the free band, it lies inside the content,
      // and it is low enough to show below the status bar at offset 0.
      let fits =
        frame.height + 2 * margin <= band.upperBound - band.lowerBound
        && frame.maxY + margin <= state.contentHeight && frame.minY >= band.lowerBound
      guard fits else { continue }
      let report = StateReport(simulator, presentation: false).field!
      #expect(
        report.isFullyVisible, "seed \(seed) \(device.name) \(orientation) field \(index + 1)")
      #expect((report.gapToKeyboard ?? 0) >= margin - 1e-6, "seed \(seed) field \(index + 1)")
    }
  }

  @Test(arguments: 0..<25)
  func noStrategyCrashesOnAnyLayoutOrScript(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(1000 + seed))
    let layout = Self.randomLayout(&generator)
    let device = DeviceProfile.checkDefaults.randomElement(using: &generator)!
    let count = layout.fieldSpecs.count
    var steps: [ScriptStep] = []
    for _ in 0..<20 {
      switch Int.random(in: 0..<9, using: &generator) {
      case 0, 1: steps.append(.focus(Int.random(in: 1...count, using: &generator)))
      case 2: steps.append(.next)
      case 3: steps.append(.previous)
      case 4: steps.append(.dismiss)
      case 5: steps.append(.scroll(Double(Int.random(in: -500...500, using: &generator))))
      case 6: steps.append(.rotate)
      case 7: steps.append(.predictive(Bool.random(using: &generator)))
      default: steps.append(.type("x"))
      }
    }
    for strategy in StrategyCatalog.names {
      for era in IOSEra.allCases {
        var simulator = Simulator(
          settings: SimulationSettings(
            layout: layout, device: device, strategy: strategy, era: era))
        simulator.run(steps)
        #expect(simulator.isSettled)
        #expect(simulator.world.contentOffset.y.isFinite)
      }
    }
  }
}
