import FormSimCore
import FormSimHandlers
import Foundation
import Testing

/// A folder of handler files beside the tests, each with the program the front end lowered it to
/// committed beside it (`NAME.program.json`), so that the interpreter's tests run the files
/// without swift-syntax or libclang; `compare` checks that the front end still lowers each file
/// to its program, and rewrites the programs when `FORMSIM_UPDATE_PROGRAMS=1`.
struct ProgramFolder: Sendable {
  /// The folder's name beside this file.
  let name: String

  /// Handler files shaped like the keyboard code of public apps.
  static let corpus = ProgramFolder(name: "Corpus")
  /// One handler per mechanism of the interpreter, and handlers that run away.
  static let handlers = ProgramFolder(name: "Handlers")

  static let updateVariable = "FORMSIM_UPDATE_PROGRAMS"
  static let updating = ProcessInfo.processInfo.environment[updateVariable] == "1"

  /// The extensions of handler files: `.swift2` is Swift that today's swift-format cannot lint.
  static let extensions: Set<String> = ["swift", "swift2", "m", "mm"]

  /// Whether `file` is Objective-C (`.m`) or Objective-C++ (`.mm`), which libclang reads.
  static func isObjectiveC(_ file: String) -> Bool {
    file.hasSuffix(".m") || file.hasSuffix(".mm")
  }

  /// The folder, in the source tree.
  var url: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
  }

  /// The path the committed programs name their file by: from the package root, so that the
  /// JSON is the same on every machine and messages read `Tests/…/NAME.swift:LINE:COL`.
  func relativePath(_ file: String) -> String {
    "Tests/FormSimHandlersTests/\(name)/\(file)"
  }

  /// `NAME.program.json` beside `NAME.swift`, `NAME.m` or `NAME.mm`.
  func programURL(_ file: String) -> URL {
    url.appendingPathComponent((file as NSString).deletingPathExtension + ".program.json")
  }

  /// The handler files of the folder and of the folders in it, as paths from it, sorted.
  var sources: [String] {
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if Self.extensions.contains((path as NSString).pathExtension) { found.append(path) }
    }
    return found.sorted()
  }

  /// The Swift files among `sources`, which any built front end lowers.
  var swiftSources: [String] { sources.filter { !Self.isObjectiveC($0) } }
  /// The Objective-C files among `sources`, which only a front end with libclang lowers.
  var objectiveCSources: [String] { sources.filter(Self.isObjectiveC) }

  /// The files a handler named `file` is made of: `file`, or the handler files directly in
  /// the folder `file`, sorted, as `--handler` takes a folder.
  func files(of file: String) -> [String] {
    let inside = sources.filter {
      ($0 as NSString).deletingLastPathComponent == file
    }
    return inside.isEmpty ? [file] : inside
  }

  /// The committed program of `file`; of a folder, its files' programs as one.
  func program(_ file: String) throws -> HandlerProgram {
    let programs = try files(of: file).map { file in
      let bytes = try [UInt8](Data(contentsOf: programURL(file)))
      return try HandlerProgram(json: JSONParser.parse(bytes: bytes))
    }
    return try HandlerProgram.merging(programs)
  }

  /// `file` lowered now by the built front end, named by its path from the package root.
  func lower(_ file: String) throws -> HandlerProgram {
    // A file of a folder's handler is read with the folder's other Swift files as its module,
    // as `--handler FOLDER` reads it.
    let folder = (file as NSString).deletingLastPathComponent
    let module =
      Self.isObjectiveC(file) || folder.isEmpty
      ? []
      : files(of: folder).filter { $0 != file && !Self.isObjectiveC($0) }.map {
        url.appendingPathComponent($0).path
      }
    var program = try HandlerFrontEnd.load(
      file: url.appendingPathComponent(file).path, module: module,
      environment: [HandlerFrontEnd.environmentVariable: FrontEndBinary.path ?? ""])
    program.file = relativePath(file)
    return program
  }

  /// Every handler file has its committed program, which decodes, names the file and is in
  /// its language; no two files share a program.
  func expectEveryProgramDecodes() throws {
    #expect(Set(sources.map(programURL)).count == sources.count)
    for file in sources {
      let program = try self.program(file)
      #expect(program.file == relativePath(file))
      #expect(program.language == (Self.isObjectiveC(file) ? .objectiveC : .swift))
    }
  }

  /// Lowers each of `files` and compares it with its committed program, or rewrites the
  /// program when `FORMSIM_UPDATE_PROGRAMS=1`.
  func compare(_ files: [String], suite: String) throws {
    #expect(!files.isEmpty)
    for file in files {
      let lowered = try lower(file)
      if Self.updating {
        try Data((lowered.json.serialized() + "\n").utf8).write(to: programURL(file))
        continue
      }
      // Compared here rather than inside #expect, which would print both whole programs.
      if (try? program(file)) != lowered {
        Issue.record(
          """
          \(relativePath(file)): the committed program differs from the front end's; \
          regenerate it with \(Self.updateVariable)=1 swift test --filter \(suite) and \
          review the diff
          """)
      }
    }
  }
}
