import FormSimApp
import FormSimCore
import FormSimTerminal

/// Options shared by the commands that open the terminal: run, demo, compare. What they run
/// with is their ``session``.
struct InteractiveOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Points per terminal column (rows hold twice as many). Default: fit the terminal.",
      valueName: "pt"))
  var scale: Double?

  @Flag(help: "On quit, print the form's values as JSON on stdout.")
  var printValues = false

  @Option(
    help: ArgumentHelp(
      "Record the session as it is played, as an asciicast (asciinema) file.",
      valueName: "file.cast"),
    completion: .file(extensions: ["cast"]))
  var record: String?

  func validate() throws {
    try NumberRange.between(1, 100).check(scale, option: "scale", unit: "points per column")
    if let record, RecordingFormat.implied(byFileName: record) != .cast {
      throw ValidationError(
        "--record \(record): a live session is recorded as an asciicast; name the file .cast"
          + " (for an animated SVG, use 'formsim record')")
    }
  }

  /// Refuses a `--record` file that is one of the files the session reads.
  func refuseRecordingOver(_ inputs: [InputFile], command: String) throws(CommandFailure) {
    guard let record else { return }
    try InputFile.refuse(record, option: "--record", among: inputs, command: command)
  }

  /// The options as plain values, for running on the terminal.
  var session: TerminalSession {
    TerminalSession(scale: scale, printValues: printValues, record: record)
  }
}
