import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// The corpus of `Corpus/`: handler files shaped like the keyboard code of public apps, each with
/// the program the front end lowered it to committed beside it (`NAME.program.json`), so that
/// running them needs neither swift-syntax nor libclang.
enum Corpus {
  /// The folder of the corpus, in the source tree.
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
  }

  /// The path the committed programs name their file by: from the package root, so that the
  /// JSON is the same on every machine and messages read `Tests/…/Corpus/NAME.swift:LINE:COL`.
  static func relativePath(_ file: String) -> String {
    "Tests/FormSimHandlersTests/Corpus/\(file)"
  }

  /// `NAME.program.json` for `NAME.swift` or `NAME.m`.
  static func programURL(_ file: String) -> URL {
    let base = (file as NSString).deletingPathExtension
    return folder.appendingPathComponent("\(base).program.json")
  }

  /// The handler files of the corpus, sorted.
  static var sources: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }.sorted()
  }

  /// The committed lowered program of `file`.
  static func program(_ file: String) throws -> HandlerProgram {
    let bytes = try [UInt8](Data(contentsOf: programURL(file)))
    return try HandlerProgram(json: JSONParser.parse(bytes: bytes))
  }

  /// `file` lowered now by the built front end, named by its path from the package root.
  static func lower(_ file: String) throws -> HandlerProgram {
    var program = try HandlerFrontEnd.load(
      file: folder.appendingPathComponent(file).path,
      environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    program.file = relativePath(file)
    return program
  }
}

/// A corpus file's committed program, checked and registered as a strategy as `--handler` does.
struct CorpusHandler {
  let name: String
  let warnings: [HandlerDiagnostic]

  /// `setup` names methods run at start besides viewDidLoad, as `--handler-setup` does.
  init(_ file: String, bind: [(String, String)] = [], setup: [String] = []) throws {
    // Tests run in parallel and may bind one file differently: each registration is its own.
    let name = "corpus-\(file)-\(UUID().uuidString)"
    let (handler, warnings) = try HandlerCompiler.compile(
      try Corpus.program(file), name: name, bindings: bind, setup: setup)
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

/// The committed programs are what the front end makes of the sources today.
@Suite struct CorpusProgramTests {
  static let updateVariable = "FORMSIM_UPDATE_PROGRAMS"

  static let updating = ProcessInfo.processInfo.environment[updateVariable] == "1"

  @Test(.disabled(if: updating, "the programs are being rewritten"))
  func everySourceHasItsProgramAndEveryProgramDecodes() throws {
    #expect(Corpus.sources.count >= 40)
    for file in Corpus.sources {
      let program = try Corpus.program(file)
      #expect(program.file == Corpus.relativePath(file))
      #expect(program.language == (file.hasSuffix(".m") ? .objectiveC : .swift))
    }
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func theCommittedSwiftProgramsAreTheFrontEndsOutput() throws {
    try Self.compare(Corpus.sources.filter { $0.hasSuffix(".swift") })
  }

  @Test(.enabled(if: FrontEndBinary.readsObjectiveC, FrontEndBinary.noObjectiveC))
  func theCommittedObjectiveCProgramsAreTheFrontEndsOutput() throws {
    try Self.compare(Corpus.sources.filter { $0.hasSuffix(".m") })
  }

  /// Lowers each of `files` and compares it with its committed program, or rewrites the
  /// program when `FORMSIM_UPDATE_PROGRAMS=1`.
  static func compare(_ files: [String]) throws {
    #expect(!files.isEmpty)
    for file in files {
      let lowered = try Corpus.lower(file)
      if updating {
        try Data((lowered.json.serialized() + "\n").utf8).write(to: Corpus.programURL(file))
        continue
      }
      // Compared here rather than inside #expect, which would print both whole programs.
      if (try? Corpus.program(file)) != lowered {
        Issue.record(
          """
          \(Corpus.relativePath(file)): the committed program differs from the front end's; \
          regenerate it with \(updateVariable)=1 swift test --filter CorpusProgramTests and \
          review the diff
          """)
      }
    }
  }
}
