import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// The `formsim-frontend` that `swift build` built beside the tests, and the fixtures it reads.
enum FrontEndBinary {
  /// What `FORMSIM_FRONTEND` names, when it is set, as `formsim` reads it (a path that is no
  /// program is no front end, so that `FORMSIM_FRONTEND=/nonexistent swift test` runs the tests
  /// as a machine without one does); else beside the test bundle in the build products folder
  /// (an `.xctest` bundle keeps its binary a few levels down), else in `.build/debug` of this
  /// package; `nil` when it is not built.
  static let path: String? = {
    let fileManager = FileManager.default
    if let named = namedByEnvironment {
      return fileManager.isExecutableFile(atPath: named) ? named : nil
    }
    var folders: [URL] = []
    if let current = RunningExecutable.path() {
      var folder = URL(fileURLWithPath: current).deletingLastPathComponent()
      for _ in 0..<4 {
        folders.append(folder)
        folder = folder.deletingLastPathComponent()
      }
    }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent(HandlerFrontEnd.executableName).path }
      .first { fileManager.isExecutableFile(atPath: $0) }
  }()

  static let isBuilt = path != nil

  /// `FORMSIM_FRONTEND`, when it is set and not empty.
  static let namedByEnvironment: String? = {
    let named = ProcessInfo.processInfo.environment[HandlerFrontEnd.environmentVariable]
    return named?.isEmpty == false ? named : nil
  }()

  /// Whether the built front end reads Objective-C: it was built with libclang.
  static let readsObjectiveC: Bool = {
    guard let path, let run = try? FinishedProcess.run(path, ["--languages"]) else {
      return false
    }
    return run.status == 0 && run.output.split(separator: "\n").contains("objective-c")
  }()
  /// Whether the built front end reads the `#if` clause a device build compiles (the toolchain
  /// it was built with has SwiftIfConfig), rather than the first: asked of a file whose first
  /// clause is for macOS.
  static let choosesClauses: Bool = {
    guard let path else { return false }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-conditions-\(UUID().uuidString).swift").path
    let source = "#if os(macOS)\nfunc onMac() {}\n#else\nfunc onPhone() {}\n#endif\n"
    guard (try? Data(source.utf8).write(to: URL(fileURLWithPath: file))) != nil else {
      return false
    }
    defer { try? FileManager.default.removeItem(atPath: file) }
    guard let run = try? FinishedProcess.run(path, [file]), run.status == 0,
      let program = try? HandlerProgram(json: JSONParser.parse(bytes: run.outputBytes))
    else { return false }
    return program.methods.map(\.name) == ["onPhone"]
  }()
  static let noConditions: Comment =
    "formsim-frontend was built by a toolchain without SwiftIfConfig: '#if' reads its first clause"
  static let noObjectiveC: Comment =
    "formsim-frontend was built without libclang (install libclang-dev, or Homebrew's llvm)"
  static let notBuilt: Comment =
    "formsim-frontend is not built (swift build --product formsim-frontend)"

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name)").path
  }

  /// Runs the front end on `arguments`.
  static func run(_ arguments: [String]) throws -> FinishedProcess {
    try FinishedProcess.run(path ?? "/nonexistent/formsim-frontend", arguments)
  }

  /// The fixture `name` lowered: the front end's output, decoded.
  static func lower(_ name: String) throws -> HandlerProgram {
    try lower(file: fixture(name))
  }

  /// `source` lowered, from a file of its own: Swift, or Objective-C for `fileExtension` `m`.
  static func lower(source: String, fileExtension: String = "swift") throws -> HandlerProgram {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("formsim-handler-\(UUID().uuidString).\(fileExtension)").path
    try Data(source.utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    let program = try lower(file: file)
    #expect(program.file == file)
    return program
  }

  private static func lower(file: String) throws -> HandlerProgram {
    let run = try run([file])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.isEmpty, "\(run.error)")
    return try HandlerProgram(json: JSONParser.parse(bytes: run.outputBytes))
  }
}
