import FormSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a handler file could not be read, in one line for the user.
///
/// A file with syntax errors is not one of these: it is read, and its program's diagnostics
/// hold the errors.
public enum HandlerLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No front end where it was looked for: beside `path`, the running program, or at `path`,
  /// which the environment variable `namedBy` gave.
  case missingFrontEnd(path: String, namedBy: String?)
  case cannotStart(frontEnd: String, reason: String)
  /// The front end ran and failed, saying why on its standard error (it cannot read the file).
  case frontEndFailed(status: Int32, message: String)
  /// The front end printed something this `formsim` cannot read: the two are of different
  /// versions.
  case undecodable(ProgramDecodingError)
  /// The front end did not finish within its time (wall clock or CPU) and was stopped.
  case timedOut(frontEnd: String, file: String, seconds: Double)
  /// The front end was ended by a signal while reading the file.
  case crashed(frontEnd: String, file: String, signal: Int32, memoryLimitMB: Int)
  /// `FORMSIM_FRONTEND_TIMEOUT` is not a number of seconds.
  case badTimeLimit(String)
  /// A folder given as a handler holds no `.swift` or `.m` file.
  case noHandlerFiles(folder: String)
  /// The files of one handler are in two languages.
  case mixedLanguages(first: String, other: String)

  public var description: String {
    let build =
      "build it with `swift build --product \(HandlerFrontEnd.executableName)` (or reinstall both)"
    switch self {
    case .missingFrontEnd(let path, nil):
      return
        "formsim: the Swift handler front end \(HandlerFrontEnd.executableName) is missing beside \(path); \(build)"
    case .missingFrontEnd(let path, let variable?):
      return
        "formsim: the Swift handler front end \(path) (\(variable)) is missing or cannot be run; \(build)"
    case .cannotStart(_, let reason):
      return "formsim: \(reason)"
    case .frontEndFailed(let status, let message):
      let line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      return line.isEmpty
        ? "formsim: the Swift handler front end \(HandlerFrontEnd.executableName) failed (status \(status))"
        : line
    case .undecodable(let error):
      return "formsim: \(error.description)"
    case .timedOut(let frontEnd, let file, let seconds):
      return
        "\(file):1:1: error: the handler front end \(frontEnd) did not finish reading this file"
        + " within \(figure(seconds)) s and was stopped; simplify the file, or allow longer with"
        + " \(HandlerFrontEnd.timeoutVariable)=SECONDS"
    case .crashed(let frontEnd, let file, let signal, let limit):
      return
        "\(file):1:1: error: the handler front end \(frontEnd) ended with signal \(signal)"
        + " (\(signalName(signal))) reading this file; it may map at most \(limit) MB and nest"
        + " only so deep, and a file whose macros or expressions grow past that ends so:"
        + " simplify them"
    case .badTimeLimit(let value):
      return
        "formsim: \(HandlerFrontEnd.timeoutVariable)=\(value) is not a number of seconds"
        + " (greater than 0, at most 86400)"
    case .noHandlerFiles(let folder):
      return "formsim: \(folder): the folder holds no .swift or .m file to read as a handler"
    case .mixedLanguages(let first, let other):
      return
        "formsim: \(first) and \(other) are in two languages; a handler's files are all Swift"
        + " or all Objective-C"
    }
  }
}

/// The usual name of a signal that ends a program, for a message.
private func signalName(_ signal: Int32) -> String {
  switch signal {
  case SIGSEGV: "SIGSEGV, a bad memory access or a stack overflow"
  case SIGBUS: "SIGBUS"
  case SIGABRT: "SIGABRT, an abort, often memory running out"
  case SIGILL, SIGTRAP: "a trap"
  case SIGKILL: "SIGKILL"
  default: "signal \(signal)"
  }
}
