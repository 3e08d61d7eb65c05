import FormSimCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a Swift handler file through `formsim-frontend`, the program that parses it.
///
/// The front end links the toolchain's swift-syntax, shared libraries that the static `formsim`
/// cannot link and that a launch reading no handler should not load, so it is a process of its
/// own, started only for a handler: it prints the lowered program as JSON
/// (`HandlerProgram+JSON`) and this reads it back. It is the one beside the running program
/// (`swift build` and an installation put them side by side), or the one `FORMSIM_FRONTEND`
/// names.
public enum HandlerFrontEnd {
  public static let executableName = "formsim-frontend"
  /// The Objective-C front end, which `formsim-frontend` becomes for a `.m` file; started
  /// directly when it is beside the one found, which saves that program's start.
  public static let objectiveCExecutableName = "formsim-frontend-objc"
  public static let environmentVariable = "FORMSIM_FRONTEND"
  /// Seconds the front end may take, when `FORMSIM_FRONTEND_TIMEOUT` does not say otherwise.
  public static let timeoutVariable = "FORMSIM_FRONTEND_TIMEOUT"
  public static let defaultTimeLimit = 30.0
  /// The memory the front end may map, in MB: far more than a view controller's parse takes
  /// (libclang and swift-syntax included), far less than a file of doubling macros asks for.
  public static let memoryLimitMB = 1024

  /// The program in `file`, lowered. A file that does not parse is a program whose
  /// `diagnostics` hold the errors (the caller prints them as `FILE:LINE:COL: error: …`).
  ///
  /// `environment` is where `FORMSIM_FRONTEND` is looked up and what the front end runs with;
  /// `nil` is this process's own.
  ///
  /// `module` names the other Swift files read as one handler with it, whose classes'
  /// superclasses the front end reads (a screen's base class in a file of its own).
  public static func load(
    file: String, module: [String] = [], environment: [String: String]? = nil
  ) throws(HandlerLoadError) -> HandlerProgram {
    let frontEnd = program(
      for: file, frontEnd: try locate(environment: environment), environment: environment)
    let seconds = try timeLimit(environment: environment)
    let run: FinishedProcess
    do {
      // `--` ends the options: a file named `-keyboard.swift` is a file.
      run = try FinishedProcess.run(
        frontEnd,
        [
          "--memory-limit", String(memoryLimitMB), "--cpu-limit", String(Int(seconds.rounded(.up))),
        ] + module.flatMap { ["--module-file", $0] } + ["--", file],
        environment: environment, timeLimit: seconds)
    } catch {
      throw .cannotStart(frontEnd: frontEnd, reason: error.description)
    }
    if run.timedOut || run.status == 128 + SIGXCPU {
      throw .timedOut(frontEnd: frontEnd, file: file, seconds: seconds)
    }
    if run.status > 128 {
      throw .crashed(
        frontEnd: frontEnd, file: file, signal: run.status - 128, memoryLimitMB: memoryLimitMB)
    }
    guard run.status == 0 else {
      throw .frontEndFailed(status: run.status, message: run.error)
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: run.outputBytes)
    } catch {
      throw .undecodable(ProgramDecodingError(message: "text that is not JSON (\(error))"))
    }
    do {
      return try HandlerProgram(json: json)
    } catch {
      throw .undecodable(error)
    }
  }

  /// The files `argument` names as one handler: a file; the `.swift` or `.m` files directly in
  /// a folder (not its subfolders: a home folder given by mistake is not searched), read as one
  /// module; or files joined by commas.
  public static func files(of argument: String) throws(HandlerLoadError) -> [String] {
    switch PathKind(of: argument) {
    case .directory:
      let base = argument.hasSuffix("/") ? argument : argument + "/"
      let listed = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
      let files = listed.sorted().filter { name in
        let lowered = name.lowercased()
        return !name.hasPrefix(".")
          && (lowered.hasSuffix(".swift") || readsObjectiveC(name))
          && PathKind(of: base + name) == .file
      }.map { base + $0 }
      guard !files.isEmpty else { throw .noHandlerFiles(folder: argument) }
      return files
    case .missing where argument.contains(","):
      // A header listed beside its implementation (`Login.m,Login.h`) is read through the
      // implementation's import, as a folder's is: not a file of the module of its own.
      let files = argument.split(separator: ",").map(String.init)
      let implementations = files.filter { !$0.lowercased().hasSuffix(".h") }
      return implementations.isEmpty ? files : implementations
    default:
      return [argument]
    }
  }

  /// The programs of `files` as one: see `HandlerProgram.merging`. Swift and Objective-C do
  /// not mix in one handler.
  public static func load(
    files: [String], environment: [String: String]? = nil
  ) throws(HandlerLoadError) -> HandlerProgram {
    var programs: [HandlerProgram] = []
    for file in files {
      // Objective-C's files share their classes through the headers they import.
      let module = readsObjectiveC(file) ? [] : files.filter { $0 != file && !readsObjectiveC($0) }
      programs.append(try load(file: file, module: module, environment: environment))
    }
    if let first = programs.first,
      let other = programs.first(where: { $0.language != first.language })
    {
      throw .mixedLanguages(first: first.file, other: other.file)
    }
    do {
      return try HandlerProgram.merging(programs)
    } catch {
      throw .undecodable(error)
    }
  }

  /// The program that reads `file`: the Objective-C front end beside `frontEnd` for a `.m` or
  /// `.mm` file, when `frontEnd` was found beside this program (one `FORMSIM_FRONTEND` names is
  /// run as named), else `frontEnd`.
  public static func program(
    for file: String, frontEnd: String, environment: [String: String]?
  ) -> String {
    guard readsObjectiveC(file),
      Self.variable(environmentVariable, in: environment)?.isEmpty ?? true
    else { return frontEnd }
    return executable(objectiveCExecutableName, beside: frontEnd) ?? frontEnd
  }

  /// Whether `path` is read as Objective-C: `.m` and `.mm` (a header declares, and runs
  /// nothing).
  public static func readsObjectiveC(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".m") || lowered.hasSuffix(".mm")
  }

  /// The program `name` in the folder of `program` (the working folder when `program` names
  /// none), if it is there and executable: the programs of a build or an installation sit side
  /// by side.
  public static func executable(_ name: String, beside program: String) -> String? {
    let folder = program.lastIndex(of: "/").map { String(program[..<$0]) } ?? "."
    let candidate = folder + "/" + name
    return access(candidate, X_OK) == 0 ? candidate : nil
  }

  /// How long the front end may take: `FORMSIM_FRONTEND_TIMEOUT` seconds, or the default.
  static func timeLimit(environment: [String: String]?) throws(HandlerLoadError) -> Double {
    guard let variable = Self.variable(timeoutVariable, in: environment), !variable.isEmpty else {
      return defaultTimeLimit
    }
    guard let seconds = Double(variable), seconds > 0, seconds <= 86_400 else {
      throw .badTimeLimit(variable)
    }
    return seconds
  }

  /// `name` in `environment`, or in this process's own environment when that is nil.
  private static func variable(_ name: String, in environment: [String: String]?) -> String? {
    if let environment { return environment[name] }
    return getenv(name).map { String(cString: $0) }
  }

  /// The front end to start: `FORMSIM_FRONTEND` if set, else the one beside this program.
  public static func locate(environment: [String: String]? = nil) throws(HandlerLoadError)
    -> String
  {
    if let variable = Self.variable(environmentVariable, in: environment), !variable.isEmpty {
      guard access(variable, X_OK) == 0 else {
        throw .missingFrontEnd(path: variable, namedBy: environmentVariable)
      }
      return variable
    }
    let program = RunningExecutable.path() ?? CommandLine.arguments.first ?? "formsim"
    guard let candidate = executable(executableName, beside: program) else {
      throw .missingFrontEnd(path: program, namedBy: nil)
    }
    return candidate
  }
}
