import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// A fixture handler of `Handlers/`, read from the program committed beside it, checked, and
/// registered as a strategy, as `formsim --handler` does; and simulators that run it.
/// `HandlerProgramTests` checks that the front end still lowers each fixture to its program.
struct HandlerFixture {
  let name: String
  let warnings: [HandlerDiagnostic]

  /// The fixture's path on this machine, for tests of the front end.
  static func path(_ file: String) -> String {
    ProgramFolder.handlers.url.appendingPathComponent(file).path
  }

  /// The path the committed program names the fixture by, which its messages begin with.
  static func relativePath(_ file: String) -> String {
    ProgramFolder.handlers.relativePath(file)
  }

  /// The fixture's committed program; a folder's files' programs as one.
  static func program(_ file: String) throws -> HandlerProgram {
    try ProgramFolder.handlers.program(file)
  }

  /// Registers `file` under a name of its own (`tag` keeps tests that bind differently apart).
  init(
    _ file: String, bind: [(String, String)] = [], outlets: [String: String] = [:],
    actions: [FieldAction] = [], setup: [String] = [], tag: String = ""
  ) throws {
    let program = try Self.program(file)
    let name = "test-\(tag)\(file)"
    let (handler, warnings) = try HandlerCompiler.compile(
      program, name: name, bindings: bind, outlets: outlets, actions: actions, setup: setup)
    StrategyCatalog.register(HandlerStrategy.entry(for: handler))
    self.name = name
    self.warnings = warnings
  }

  /// The errors the check before the run gives `file`.
  static func errors(_ file: String, bind: [(String, String)] = []) throws -> [HandlerDiagnostic] {
    errors(of: try program(file), bind: bind)
  }

  /// The errors the check before the run gives `program`.
  static func errors(of program: HandlerProgram, bind: [(String, String)] = [])
    -> [HandlerDiagnostic]
  {
    do {
      _ = try HandlerCompiler.compile(program, name: program.file, bindings: bind)
      return []
    } catch {
      return error.diagnostics
    }
  }

  func settings(
    layout: Layout = .twelve, device: DeviceProfile = .iphone4,
    orientation: Orientation = .portrait
  ) -> SimulationSettings {
    SimulationSettings(layout: layout, device: device, orientation: orientation, strategy: name)
  }

  /// The twelve-field form on `device` run by this handler, after `script`.
  func simulator(after script: String, device: DeviceProfile = .iphone4) throws -> Simulator {
    var simulator = Simulator(settings: settings(device: device))
    try simulator.play(script)
    return simulator
  }

  /// The check's warnings, each as `LINE: message`.
  var warningLines: [String] {
    warnings.map { "\($0.location.line): \($0.message)" }
  }

  /// The lines the warnings are at, in order: what a test checks when the messages are others'.
  var warnedLines: [Int] { warnings.map(\.location.line) }

  /// Focuses field 10 on iPhone 4: no crash, the bottom inset and the offset (when given)
  /// worked out by hand at each caller.
  @discardableResult
  func expectFocusingFieldTen(inset: Double, offset: Double? = nil) throws -> Simulator {
    let simulator = try simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == inset)
    if let offset { #expect(simulator.world.contentOffset.y == offset) }
    return simulator
  }

  /// Focuses field 10 on iPhone 4, then dismisses: no crash, the scroll view's bottom lifted by
  /// `lift` (a constraint bound to `scroll.bottom`) with the offset, when given, worked out by
  /// hand at each caller, and by `dismissed` once the keyboard is down.
  func expectLiftingFieldTen(
    lift: Double, offset: Double? = nil, dismissed: Double = 0, offsetDismissed: Double? = nil
  ) throws {
    var simulator = try simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == lift)
    if let offset { #expect(simulator.world.contentOffset.y == offset) }
    try simulator.play("dismiss")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.scrollViewBottomLift == dismissed)
    if let offsetDismissed { #expect(simulator.world.contentOffset.y == offsetDismissed) }
  }

  /// Focuses field 10 on iPhone 4, then dismisses: the handler leaves the bottom inset worked
  /// out by hand at each caller with the keyboard up, `dismissed` (none) once it is down, and
  /// no crash; the offset, when given, with the keyboard up and still once it is down (an
  /// inset's change alone moves no offset).
  func expectBottomInset(_ inset: Double, offset: Double? = nil, dismissed: Double = 0) throws {
    var simulator = try simulator(after: "focus 10")
    #expect(simulator.world.handlerCrash == nil)
    #expect(simulator.world.contentInset.bottom == inset)
    if let offset { #expect(simulator.world.contentOffset.y == offset) }
    try simulator.play("dismiss")
    #expect(simulator.world.contentInset.bottom == dismissed)
    if let offset { #expect(simulator.world.contentOffset.y == offset) }
    #expect(simulator.world.handlerCrash == nil)
  }
}

extension Simulator {
  /// Runs `script` to the end, every step settled.
  mutating func play(_ script: String) throws {
    let steps = try ScriptParser.parse(script, fieldCount: fieldCount)
    run(steps) { _, _ in }
  }

  /// What `script` delivered, every step settled: the delegate calls and notifications, and
  /// the handler's lines, in order.
  mutating func events(of script: String) throws -> [WorldEvent.Kind] {
    let steps = try ScriptParser.parse(script, fieldCount: fieldCount)
    var kinds: [WorldEvent.Kind] = []
    run(steps) { observation, _ in
      if case .events(let events) = observation { kinds += events.map(\.kind) }
    }
    return kinds
  }

  /// The handler's lines among what `script` delivered (`L31 scrollView.contentInset…`).
  mutating func handlerLines(of script: String) throws -> [String] {
    try events(of: script).compactMap { kind in
      if case .handler(let line) = kind { return line }
      return nil
    }
  }

  /// The event log's handler lines among the events since the last take
  /// (`L31 scrollView.contentInset.bottom = 216`).
  mutating func takeHandlerLines() -> [String] {
    takeEvents().compactMap { event in
      if case .handler(let line) = event.kind { return line }
      return nil
    }
  }

  /// The crash messages among the events since the last take. `play` hands its events to
  /// nobody, so after it the crash is read from `world.handlerCrash` instead.
  mutating func takeCrashes() -> [String] {
    takeEvents().compactMap { event in
      if case .crash(let message) = event.kind { return message }
      return nil
    }
  }
}
