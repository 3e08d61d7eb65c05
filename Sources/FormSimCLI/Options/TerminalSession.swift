import FormSimApp
import FormSimCore
import FormSimTerminal

/// How a command that opens the terminal runs there: the scale, a live recording, and whether to
/// print the form's values on the way out. ``InteractiveOptions`` as plain values.
///
/// Plain values, so the simulator can be opened without the argument parser: bare `formsim`
/// starts from `TerminalSession()` (see ``FormSimCommandLine``), and a test checks that parsing
/// no arguments gives the same session.
struct TerminalSession: Equatable, Sendable {
  /// Points per terminal column; `nil` fits the terminal.
  var scale: Double? = nil
  /// Print the form's values as JSON on quit.
  var printValues = false
  /// The asciicast file the session is recorded to, if any.
  var record: String? = nil

  /// Runs `app` on the terminal; a missing terminal is a usage problem (status 2). With
  /// `printValues`, prints `values(app)` as JSON on the way out.
  /// With `watch`, the app is handed the layout file again whenever it changes.
  func run<App: TerminalApp>(
    _ app: inout App, command: String, console: inout some Console, watch: LayoutWatch? = nil,
    values: (App) -> [(label: String, text: String)]
  ) throws {
    let recordingFailure: String?
    do {
      recordingFailure = try TerminalRunLoop.run(
        app: &app, recordingTo: record, watch: watch, afterOpening: TestSignal.afterOpening)
    } catch let error as TerminalError {
      throw CommandFailure("formsim \(command): \(error)")
    }
    if printValues {
      let object = JSONValue.object(values(app).map { ($0.label, .string($0.text)) })
      console.write(object.serialized() + "\n")
    }
    // The session ran to its end; a recording that could not be written all is still a failure.
    if let recordingFailure { throw CommandFailure("formsim \(command): \(recordingFailure)") }
  }
}
