import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// A fixture handler of `Handlers/` read by the built front end, checked, and registered as a
/// strategy, as `formsim --handler` does; and simulators that run it.
struct HandlerFixture {
  let name: String
  let warnings: [HandlerDiagnostic]

  static func path(_ file: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Handlers/\(file)").path
  }

  static func program(_ file: String) throws -> HandlerProgram {
    try HandlerFrontEnd.load(
      files: try HandlerFrontEnd.files(of: path(file)),
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
  }

  /// Registers `file` under a name of its own (`tag` keeps tests that bind differently apart).
  init(
    _ file: String, bind: [(String, String)] = [], outlets: [String: String] = [:],
    setup: [String] = [], tag: String = ""
  ) throws {
    let program = try Self.program(file)
    let name = "test-\(tag)\(file)"
    let (handler, warnings) = try HandlerCompiler.compile(
      program, name: name, bindings: bind, outlets: outlets, setup: setup)
    StrategyCatalog.register(HandlerStrategy.entry(for: handler))
    self.name = name
    self.warnings = warnings
  }

  /// The errors the check before the run gives `file`.
  static func errors(_ file: String, bind: [(String, String)] = []) throws -> [HandlerDiagnostic] {
    do {
      _ = try HandlerCompiler.compile(try program(file), name: file, bindings: bind)
      return []
    } catch let failure as HandlerCheckFailure {
      return failure.diagnostics
    }
  }

  func settings(
    layout: Layout = .twelve, device: DeviceProfile = .iphone4,
    orientation: Orientation = .portrait
  ) -> SimulationSettings {
    SimulationSettings(layout: layout, device: device, orientation: orientation, strategy: name)
  }
}

extension Simulator {
  /// Runs `script` to the end, every step settled.
  mutating func play(_ script: String) throws {
    let steps = try ScriptParser.parse(script, fieldCount: fieldCount)
    run(steps) { _, _ in }
  }

  /// The crash messages among the events since the last take.
  mutating func takeCrashes() -> [String] {
    takeEvents().compactMap { event in
      if case .crash(let message) = event.kind { return message }
      return nil
    }
  }
}
