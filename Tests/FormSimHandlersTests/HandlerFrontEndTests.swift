import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// `HandlerFrontEnd`, which `formsim` reads a handler through: finding the front end, running
/// it and decoding what it prints, and each way that can fail.
@Suite struct HandlerFrontEndTests {
  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func loadRunsTheFrontEndAndDecodesItsProgram() throws {
    let file = FrontEndBinary.fixture("SignUpViewController.swift")
    let program = try HandlerFrontEnd.load(
      file: file, environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    #expect(program.file == file)
    #expect(program.methods.count == 3)
    // The same program as the front end's own output, and it survives its JSON.
    let printed = try FrontEndBinary.run([file])
    #expect(try program == HandlerProgram(json: JSONParser.parse(bytes: printed.outputBytes)))
    #expect(try HandlerProgram(json: JSONParser.parse(program.json.serialized())) == program)
  }

  /// JSON's numbers are written to six decimals; a literal they would change travels as its
  /// digits, and one they keep as a number, so the programs committed before stay as they were.
  @Test func everyNumberLiteralSurvivesTheProgramsJSON() throws {
    let at = SourceLocation(line: 1, column: 1)
    let literals: [FormSimHandlers.Expression.Kind] = [
      .float(1e-9), .float(1e-300), .float(0.1234567), .float(0.3), .float(216), .integer(.max),
    ]
    let body = literals.map {
      Statement(.expression(FormSimHandlers.Expression($0, at: at)), at: at)
    }
    let program = HandlerProgram(
      file: "Literals.swift", language: .swift,
      methods: [.init(name: "viewDidLoad", parameters: [], body: body, location: at)])
    let text = program.json.serialized()
    #expect(try HandlerProgram(json: JSONParser.parse(text)) == program)
    #expect(text.contains("[\"float\",1,1,0.3]"))
    #expect(text.contains("[\"float\",1,1,\"1e-09\"]"))
  }

  /// A cast's kind travels as its spelling and comes back as the same kind; a spelling that is
  /// none of the four is refused, not read as a plain `as`.
  @Test func everyCastKindSurvivesTheProgramsJSONAndAnUnknownOneIsRefused() throws {
    let at = SourceLocation(line: 1, column: 1)
    let body = CastKind.allCases.map { kind in
      let value = FormSimHandlers.Expression(.name("x"), at: at)
      let cast = FormSimHandlers.Expression(.cast(value, kind: kind, type: "NSNumber"), at: at)
      return Statement(.expression(cast), at: at)
    }
    let program = HandlerProgram(
      file: "Casts.swift", language: .swift,
      methods: [.init(name: "viewDidLoad", parameters: [], body: body, location: at)])
    let text = program.json.serialized()
    #expect(try HandlerProgram(json: JSONParser.parse(text)) == program)
    #expect(text.contains("\"as!\""))
    let unknown = text.replacingOccurrences(of: "\"as!\"", with: "\"as?!\"")
    #expect(throws: ProgramDecodingError.self) {
      try HandlerProgram(json: JSONParser.parse(unknown))
    }
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func syntaxErrorsAreAProgramNotAFailure() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-handler-\(UUID().uuidString).swift").path
    try Data("func f() {\n  let x = (1 +\n}\n".utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    let program = try HandlerFrontEnd.load(
      file: file, environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
    #expect(program.methods.isEmpty)
    #expect(program.diagnostics.map(\.severity) == [.error, .error, .note])
    #expect(program.diagnostics.first?.location == SourceLocation(line: 2, column: 15))
  }

  /// An Objective-C file goes straight to the Objective-C front end beside the one found, when
  /// it is there; a Swift file, or a front end `FORMSIM_FRONTEND` names, is run as found.
  @Test func anObjectiveCFileStartsTheObjectiveCFrontEndBesideTheOneFound() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-front-ends-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let swift = folder + "/" + HandlerFrontEnd.executableName
    let objectiveC = folder + "/" + HandlerFrontEnd.objectiveCExecutableName
    #expect(
      FileManager.default.createFile(
        atPath: swift, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
    func program(_ file: String, _ environment: [String: String] = [:]) -> String {
      HandlerFrontEnd.program(for: file, frontEnd: swift, environment: environment)
    }
    // Without the Objective-C front end beside it, the Swift one is run (and refuses the file).
    #expect(program("Keyboard.m") == swift)
    #expect(
      FileManager.default.createFile(
        atPath: objectiveC, contents: Data("#!/bin/sh\n".utf8),
        attributes: [.posixPermissions: 0o755]))
    #expect(program("Keyboard.m") == objectiveC)
    #expect(program("KEYBOARD.MM") == objectiveC)
    #expect(program("Keyboard.swift") == swift)
    #expect(program("Keyboard.m", [HandlerFrontEnd.environmentVariable: swift]) == swift)
  }

  @Test func aMissingFrontEndSaysHowToBuildIt() {
    let nowhere = "/nonexistent/formsim-frontend"
    #expect(throws: HandlerLoadError.missingFrontEnd(path: nowhere, namedBy: "FORMSIM_FRONTEND")) {
      try HandlerFrontEnd.load(file: "x.swift", environment: ["FORMSIM_FRONTEND": nowhere])
    }
    let message = HandlerLoadError.missingFrontEnd(path: nowhere, namedBy: "FORMSIM_FRONTEND")
      .description
    #expect(message.hasPrefix("formsim: the Swift handler front end /nonexistent/formsim-frontend"))
    #expect(
      message.hasSuffix(
        "build it with `swift build --product formsim-frontend` (or reinstall both)"))
    #expect(!message.contains("\n"))
    #expect(
      HandlerLoadError.missingFrontEnd(path: "/usr/local/bin/formsim", namedBy: nil).description
        == "formsim: the Swift handler front end formsim-frontend is missing beside"
        + " /usr/local/bin/formsim; build it with `swift build --product formsim-frontend`"
        + " (or reinstall both)")
  }

  /// Without `FORMSIM_FRONTEND`, the front end is the one beside the running program: here the
  /// test bundle, which `swift build` puts in the same folder.
  @Test(
    .enabled(if: FrontEndBinary.isBuilt && isLinux, "Linux test bundles run as programs"),
    .disabled(if: FrontEndBinary.namedByEnvironment != nil, "FORMSIM_FRONTEND names another"))
  func theFrontEndBesideTheRunningProgram() throws {
    let found = try HandlerFrontEnd.locate(environment: [:])
    #expect(found.hasSuffix("/formsim-frontend"))
    #expect(found == FrontEndBinary.path)
  }

  @Test(.enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt))
  func aFileTheFrontEndCannotReadIsItsOwnMessage() {
    do {
      _ = try HandlerFrontEnd.load(
        file: "/nonexistent/Handler.swift",
        environment: ["FORMSIM_FRONTEND": FrontEndBinary.path ?? ""])
      Issue.record("a missing file was read")
    } catch {
      #expect(
        error.description
          == "formsim-frontend: cannot read /nonexistent/Handler.swift: No such file or directory")
    }
  }

  /// A program that prints something else is a front end of another version.
  @Test(.enabled(if: isLinux || isMacOS, "needs /bin/echo"))
  func outputThatIsNotAProgramIsADecodingError() {
    do {
      _ = try HandlerFrontEnd.load(
        file: "Handler.swift", environment: ["FORMSIM_FRONTEND": "/bin/echo"])
      Issue.record("echo's output was read as a program")
    } catch {
      guard case .undecodable = error else {
        Issue.record("not a decoding error: \(error)")
        return
      }
      #expect(
        error.description.hasPrefix("formsim: the handler front end printed text that is not JSON"))
    }
  }
}

#if os(Linux)
  let isLinux = true
  let isMacOS = false
#elseif os(macOS)
  let isLinux = false
  let isMacOS = true
#else
  let isLinux = false
  let isMacOS = false
#endif

extension HandlerFrontEndTests {
  /// A front end built without libclang names the command that makes a clone already built pick
  /// libclang up. SwiftPM keeps the evaluated manifest in a cache of its own, keyed by the
  /// manifest's text and the environment, not by what the manifest looked for: neither touching
  /// `Package.swift` nor removing the build plans makes it look again; purging that cache and
  /// then the plans does (docs/install-notes.md).
  @Test(
    .enabled(if: FrontEndBinary.isBuilt, FrontEndBinary.notBuilt),
    .enabled(
      if: !FrontEndBinary.readsObjectiveC, "the front end here reads Objective-C (libclang found)"))
  func anObjectiveCFileWithoutLibclangNamesTheCommandThatBuildsItIn() throws {
    let run = try FrontEndBinary.run([HandlerFixture.path("FrameShift.m")])
    #expect(run.status == 2)
    #expect(run.outputBytes.isEmpty)
    #expect(run.error.split(separator: "\n").count == 1)
    #expect(run.error.contains("built without libclang"))
    #expect(
      run.error.contains("'swift package purge-cache && rm -f .build/*.yaml && swift build'"))
    #expect(!run.error.contains("touch Package.swift"))
  }
}
