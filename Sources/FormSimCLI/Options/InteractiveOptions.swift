import ArgumentParser
import FormSimApp
import FormSimCore
import FormSimTerminal

/// Options and plumbing shared by the commands that open the terminal: run, demo, compare.
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

  /// Runs `app` on the terminal; a missing terminal is a usage problem (status 2). With
  /// `--print-values`, prints `values(app)` as JSON on the way out.
  func runInTerminal<App: TerminalApp>(
    _ app: inout App, command: String, console: inout some Console,
    values: (App) -> [(label: String, text: String)]
  ) throws {
    do {
      try TerminalRunLoop.run(app: &app, recordingTo: record)
    } catch let error as TerminalError {
      throw CommandFailure("formsim \(command): \(error)")
    }
    if printValues {
      let object = JSONValue.object(values(app).map { ($0.label, .string($0.text)) })
      console.write(object.serialized() + "\n")
    }
  }
}
