import FormSimCore
import FormSimRender

/// What the terminal's run loop needs from an interactive program: the app, the demo and the
/// comparison.
///
/// The program owns its state, time scale and rendering; the loop only supplies real time, input
/// events and the terminal's size, so the same program runs headless under tests with a fake
/// clock and no terminal.
public protocol TerminalApp {
  /// Seconds between animation frames while something moves (1/fps).
  var frameInterval: Double { get }
  /// True while an animation or a scripted step needs frames.
  var needsFrames: Bool { get }
  /// Real seconds have passed (the program applies slow motion / pause itself).
  mutating func advance(bySeconds: Double)
  /// One input event. Return false to quit.
  mutating func handle(_ event: KeyEvent) -> Bool
  /// Characters that arrived together (a paste), as `handle` would take them one by one. An app
  /// that types them into a field takes them at once, so a paste costs what its length does.
  mutating func handle(typing text: String) -> Bool
  /// The live recording could not be written (a full disk): the app shows `message`.
  mutating func recordingFailed(_ message: String)
  /// The layout file `--watch` follows changed and was read again: the new form, or why it
  /// could not be read.
  mutating func layoutFileChanged(_ result: Result<Layout, UserFileError>)
  /// The frame for a terminal of this size, with the cell of the real cursor (the caret).
  func render(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool) -> RenderedFrame
}

extension TerminalApp {
  public mutating func handle(typing text: String) -> Bool {
    for character in text {
      guard handle(.character(character)) else { return false }
    }
    return true
  }

  /// Programs without a notice line say nothing until the session ends.
  public mutating func recordingFailed(_ message: String) {}

  /// Programs that show no form of the user's ignore changes.
  public mutating func layoutFileChanged(_ result: Result<Layout, UserFileError>) {}
}
