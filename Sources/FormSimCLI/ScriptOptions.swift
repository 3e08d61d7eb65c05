import FormSimCore
import Foundation

/// `--script TEXT` / `--script-file FILE`: where a command's steps come from.
enum ScriptOptions {
  static let specs: [OptionSpec] = [
    .value(
      "script", placeholder: "S",
      help: "Steps separated by ';' or newlines, e.g. 'focus 7; type hi; dismiss'."),
    .value("script-file", placeholder: "FILE", help: "Read the steps from a file ('-' for stdin)."),
  ]

  /// The parsed steps, or `nil` when neither option was given.
  static func steps(
    from arguments: ParsedArguments, fieldCount: Int, command: String
  ) throws -> [ScriptStep]? {
    let text = arguments.string("script")
    let file = arguments.string("script-file")
    if text != nil && file != nil {
      throw UsageError("give --script or --script-file, not both", command: command)
    }
    var source: String
    if let text {
      source = text
    } else if let file {
      if file == "-" {
        source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
      } else {
        guard let data = FileManager.default.contents(atPath: file) else {
          throw CommandFailure("formsim \(command): \(file): cannot read the script file")
        }
        source = String(decoding: data, as: UTF8.self)
      }
    } else {
      return nil
    }
    return try ScriptParser.parse(source, fieldCount: fieldCount)
  }
}
