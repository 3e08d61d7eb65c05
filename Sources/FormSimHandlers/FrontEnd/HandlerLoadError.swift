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
    }
  }
}
