import Foundation
import Testing

@testable import FormSimCore

/// Thousands of random and mutated inputs: every one must give a valid result or a clear error,
/// never a crash, in bounded time.
@Suite struct FuzzTests {
  static let seedLayouts = [
    #"{"name":"Sign up","contentHeight":620,"fields":[{"label":"Email","placeholder":"you@example.com","kind":"text","frame":{"x":20,"y":20,"width":280,"height":31}},{"label":"About you","kind":"multiline"}]}"#,
    #"{"fields":[{"label":"a"},{"label":"b","kind":"multiline"},{"label":"c","frame":{"x":0,"y":900,"width":50,"height":500}}]}"#,
  ]

  static let alphabet = Array(#"{}[]",:0123456789.-+eE truefalsn\"#.utf8)

  /// Whether every number in `value` is finite.
  static func numbersAreFinite(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): number.isFinite
    case .array(let items): items.allSatisfy(numbersAreFinite)
    case .object(let members): members.allSatisfy { numbersAreFinite($0.1) }
    default: true
    }
  }

  /// Mutates bytes: flips, inserts, deletes and duplicates runs.
  static func mutate(_ bytes: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      guard !bytes.isEmpty else {
        bytes.append(alphabet.randomElement(using: &generator)!)
        continue
      }
      let index = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: bytes[index] = alphabet.randomElement(using: &generator)!
      case 1: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
      case 2: bytes.remove(at: index)
      case 3: bytes[index] = UInt8.random(in: 0...255, using: &generator)
      default:
        let end = min(bytes.count, index + Int.random(in: 1...20, using: &generator))
        bytes.insert(contentsOf: bytes[index..<end], at: index)
      }
    }
    return bytes
  }

  @Test func mutatedLayoutsParseOrFailClearly() {
    var generator = SeededGenerator(seed: 42)
    var accepted = 0
    var rejected = 0
    for round in 0..<3000 {
      let seed = Array(Self.seedLayouts[round % Self.seedLayouts.count].utf8)
      let bytes = Self.mutate(seed, &generator)
      do {
        let layout = try LayoutParser.parse(Data(bytes), file: "fuzz.json")
        accepted += 1
        // Whatever parses must simulate.
        var simulator = Simulator(
          settings: SimulationSettings(layout: layout, strategy: "reference"))
        simulator.focus(layout.fieldSpecs.count - 1)
        simulator.settle()
        Self.expectSettledInvariants(simulator, "layout round \(round)")
      } catch {
        rejected += 1
        #expect(error.description.hasPrefix("fuzz.json: "))
        #expect(!error.message.isEmpty)
      }
    }
    // Both outcomes must actually occur, or the fuzzing is not exercising anything.
    #expect(accepted > 50)
    #expect(rejected > 100)
  }

  /// What must hold of a simulator that has settled, whatever led there: what `check`, the panel
  /// and `simulate` read from it without looking again.
  static func expectSettledInvariants(_ simulator: Simulator, _ context: String) {
    let world = simulator.world
    #expect(simulator.isSettled, "\(context): not settled")
    #expect(!world.isAnimating, "\(context): an animation still runs")
    // Nothing moves, so what is on screen is what the code set.
    #expect(world.presentation == world.model, "\(context): presentation differs from model")
    // The software keyboard is up exactly while a field has focus, at its full frame.
    #expect(world.keyboardShown == (world.focusedIndex != nil), "\(context): keyboard vs focus")
    let keyboard = world.keyboardShown ? world.shownKeyboardFrame : world.hiddenKeyboardFrame
    #expect(world.model.keyboardFrame == keyboard, "\(context): keyboard frame")
    #expect(world.model.keyboardVisible == world.keyboardShown, "\(context): keyboard visible")
    let offset = world.model.contentOffset
    #expect(offset.x.isFinite && offset.y.isFinite, "\(context): offset \(offset)")
    #expect(world.model.contentHeight.isFinite && world.model.contentHeight >= 0, "\(context)")
    let report = StateReport(simulator, presentation: true)
    guard let index = world.focusedIndex else {
      #expect(report.field == nil, "\(context): a field report without focus")
      return
    }
    #expect(world.fields.indices.contains(index), "\(context): focus \(index)")
    guard let field = report.field else {
      Issue.record("\(context): no field report for focused field \(index)")
      return
    }
    #expect(field.number == index + 1, "\(context)")
    #expect((0...1).contains(field.visibleFraction), "\(context): \(field.visibleFraction)")
    let gap = world.model.keyboardTop - field.frameInWindow.maxY
    #expect(field.gapToKeyboard.map { close($0, gap, tolerance: 1e-9) } ?? false, "\(context)")
    // Fully visible needs the whole field between the status bar and the keyboard.
    if field.isFullyVisible {
      #expect(field.frameInWindow.minY >= world.model.statusBar - 1e-6, "\(context)")
      #expect(field.frameInWindow.maxY <= world.model.keyboardTop + 1e-6, "\(context)")
    }
  }

  /// Every variant of a value with one object's first member written twice.
  static func repeatingOneKey(_ value: JSONValue) -> [JSONValue] {
    switch value {
    case .object(let members):
      var variants: [JSONValue] = members.isEmpty ? [] : [.object(members + [members[0]])]
      for (index, member) in members.enumerated() {
        for inner in repeatingOneKey(member.1) {
          var copy = members
          copy[index].1 = inner
          variants.append(.object(copy))
        }
      }
      return variants
    case .array(let items):
      return items.indices.flatMap { index in
        repeatingOneKey(items[index]).map { inner -> JSONValue in
          var copy = items
          copy[index] = inner
          return .array(copy)
        }
      }
    default: return []
    }
  }

  /// A repeated key anywhere in a layout is refused, naming the key: the first one would be
  /// checked and the second one used, or the other way round, depending on the reader.
  @Test func everyRepeatedKeyIsRefused() throws {
    var variants = 0
    for seed in Self.seedLayouts {
      for variant in Self.repeatingOneKey(try JSONParser.parse(seed)) {
        variants += 1
        #expect(throws: UserFileError.self) {
          try LayoutParser.parse(Data(variant.serialized().utf8), file: "fuzz.json")
        }
        do {
          _ = try LayoutParser.parse(Data(variant.serialized().utf8), file: "fuzz.json")
        } catch {
          #expect(error.description.contains("appears twice"), "\(error)")
        }
      }
    }
    #expect(variants > 5)
  }

  /// Each number of a layout in turn written too large for a Double (it would read as infinity)
  /// or as a word JSON does not have: every one is refused, with the file named.
  @Test func everyNonFiniteNumberInALayoutIsRefused() {
    var variants = 0
    for seed in Self.seedLayouts {
      let pieces = seed.split(separator: ":", omittingEmptySubsequences: false)
      for index in pieces.indices.dropFirst() where pieces[index].first?.isNumber == true {
        for replacement in ["1e999", "-1e999", "Infinity", "NaN", "1e309"] {
          var copy = pieces
          copy[index] = replacement + copy[index].drop { $0.isNumber || $0 == "." }
          variants += 1
          let text = copy.joined(separator: ":")
          #expect(throws: UserFileError.self, "\(text)") {
            try LayoutParser.parse(Data(text.utf8), file: "fuzz.json")
          }
        }
      }
    }
    #expect(variants > 30)
  }

  /// Layouts at the edges of what a file may say (coordinates of ±10⁷ points, sizes of 10⁻⁷):
  /// every strategy on them, through `check` and `simulate`'s reports, gives finite numbers
  /// only, so no writer ever has a NaN or an infinity to print.
  @Test(arguments: [
    #"{"contentHeight":10000000,"fields":[{"label":"a","frame":{"x":-10000000,"y":10000000,"width":10000000,"height":10000000}},{"label":"b","frame":{"x":0,"y":-10000000,"width":0.0000001,"height":0.0000001}}]}"#,
    #"{"contentHeight":0.0000001,"fields":[{"label":"a","frame":{"x":10000000,"y":0,"width":0.0000001,"height":10000000}},{"label":"b","kind":"multiline"}]}"#,
  ])
  func extremeLayoutsGiveOnlyFiniteNumbers(json: String) throws {
    let layout = try LayoutParser.parse(Data(json.utf8), file: "edge.json")
    let report = LayoutCheck(
      layout: layout, devices: [.iphone4, .iphone15], strategies: StrategyCatalog.names,
      concurrency: 1
    ).run()
    #expect(Self.numbersAreFinite(report.json()))
    for strategy in StrategyCatalog.names {
      for field in 0..<layout.fieldSpecs.count {
        var simulator = Simulator(settings: SimulationSettings(layout: layout, strategy: strategy))
        simulator.focus(field)
        simulator.settle()
        let state = StateReport(simulator, presentation: true).json(event: "settled")
        #expect(Self.numbersAreFinite(state), "\(strategy) field \(field + 1)")
      }
    }
  }

  @Test func randomBytesNeverCrashTheJSONParser() {
    var generator = SeededGenerator(seed: 7)
    var parsed = 0
    for _ in 0..<3000 {
      let count = Int.random(in: 0..<64, using: &generator)
      let bytes = (0..<count).map { _ in Self.alphabet.randomElement(using: &generator)! }
      do {
        let value = try JSONParser.parse(bytes: bytes)
        parsed += 1
        #expect(Self.numbersAreFinite(value), "\(String(decoding: bytes, as: UTF8.self))")
        // What parses writes out as JSON that parses back to the same text.
        let text = value.serialized()
        let again = try? JSONParser.parse(text)
        #expect(again?.serialized() == text, "\(String(decoding: bytes, as: UTF8.self))")
      } catch {
        #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
      }
    }
    #expect(parsed > 10)
  }

  @Test func randomScriptsParseOrFailClearly() {
    var generator = SeededGenerator(seed: 99)
    let words = [
      "focus", "next", "prev", "type", "return", "dismiss", "tap-outside", "scroll", "rotate",
      "predictive", "wait", "on", "off", "1", "7", "-3", "0.5", "99", "x", ";", "\n", "#", "1e9",
      "nan", "", "\r\n", "\r", "\u{FEFF}", "\u{0}", "\u{1B}[2J", "\u{9B}", "0x10", "inf", "1e309",
    ]
    var ran = 0
    for _ in 0..<2000 {
      let script = (0..<Int.random(in: 1...12, using: &generator))
        .map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
      do {
        let steps = try ScriptParser.parse(script, fieldCount: 12)
        var simulator = Simulator(settings: SimulationSettings(layout: .twelve))
        simulator.run(steps)
        Self.expectSettledInvariants(simulator, script)
        ran += 1
      } catch {
        #expect(error.description.hasPrefix("script step "))
        let control = error.description.unicodeScalars.contains(where: \.isControlCharacter)
        #expect(!control, "a raw control character in: \(error.description)")
      }
    }
    #expect(ran > 100)
  }
}
