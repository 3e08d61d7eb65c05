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
        #expect(simulator.isSettled)
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

  @Test func randomBytesNeverCrashTheJSONParser() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<3000 {
      let count = Int.random(in: 0..<64, using: &generator)
      let bytes = (0..<count).map { _ in Self.alphabet.randomElement(using: &generator)! }
      _ = try? JSONParser.parse(bytes: bytes)
    }
  }

  @Test func randomScriptsParseOrFailClearly() {
    var generator = SeededGenerator(seed: 99)
    let words = [
      "focus", "next", "prev", "type", "return", "dismiss", "tap-outside", "scroll", "rotate",
      "predictive", "wait", "on", "off", "1", "7", "-3", "0.5", "99", "x", ";", "\n", "#", "1e9",
      "nan", "",
    ]
    var ran = 0
    for _ in 0..<2000 {
      let script = (0..<Int.random(in: 1...12, using: &generator))
        .map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
      do {
        let steps = try ScriptParser.parse(script, fieldCount: 12)
        var simulator = Simulator(settings: SimulationSettings(layout: .twelve))
        simulator.run(steps)
        ran += 1
      } catch {
        #expect(error.description.hasPrefix("script step "))
      }
    }
    #expect(ran > 100)
  }
}
