import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// A corpus file's committed program, checked and registered as a strategy as `--handler` does.
struct CorpusHandler {
  let name: String
  let warnings: [HandlerDiagnostic]

  /// `setup` names methods run at start besides viewDidLoad, as `--handler-setup` does.
  init(_ file: String, bind: [(String, String)] = [], setup: [String] = []) throws {
    // Tests run in parallel and may bind one file differently: each registration is its own.
    let name = "corpus-\(file)-\(UUID().uuidString)"
    let (handler, warnings) = try HandlerCompiler.compile(
      try ProgramFolder.corpus.program(file), name: name, bindings: bind, setup: setup)
    StrategyCatalog.register(HandlerStrategy.entry(for: handler))
    self.name = name
    self.warnings = warnings
  }

  /// A simulator of the handler on `layout`, `device` and `orientation`.
  func simulator(
    layout: Layout = .twelve, device: DeviceProfile = .iphone4,
    orientation: Orientation = .portrait
  ) -> Simulator {
    Simulator(
      settings: SimulationSettings(
        layout: layout, device: device, orientation: orientation, strategy: name))
  }
}

/// The corpus of `Corpus/`, handler files shaped like the keyboard code of public apps: the
/// committed programs are what the front end makes of the sources today.
@Suite struct CorpusProgramTests {
  @Test(.disabled(if: ProgramFolder.updating, "the programs are being rewritten"))
  func everySourceHasItsProgramAndEveryProgramDecodes() throws {
    #expect(ProgramFolder.corpus.sources.count >= 40)
    try ProgramFolder.corpus.expectEveryProgramDecodes()
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func theCommittedSwiftProgramsAreTheFrontEndsOutput() throws {
    try ProgramFolder.corpus.compare(
      ProgramFolder.corpus.swiftSources, suite: "CorpusProgramTests")
  }

  @Test(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
  func theCommittedObjectiveCProgramsAreTheFrontEndsOutput() throws {
    try ProgramFolder.corpus.compare(
      ProgramFolder.corpus.objectiveCSources, suite: "CorpusProgramTests")
  }
}
