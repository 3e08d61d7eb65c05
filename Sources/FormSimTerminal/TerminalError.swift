/// Why the interactive terminal could not be opened, with a one-line message naming what to fix.
///
/// A terminal that is too small is deliberately not an error: the app draws a screen saying how big
/// it must be, and carries on when the window grows.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Neither stdin/stdout nor `/dev/tty` is an interactive terminal.
  case notATerminal
  /// `TERM` is not set, so curses cannot know which escape sequences to send.
  case termUnset
  /// `TERM` names a terminal type that has no terminfo entry here.
  case termUnknown(String)
  /// `TERM` names a terminal that cannot move the cursor (e.g. `dumb`), so frames cannot be drawn.
  case termUnsupported(String)
  /// A file for headless output could not be opened.
  case cannotOpenOutput(path: String)
  /// No pseudo-terminal could be opened (e.g. `/dev/pts` is missing): headless screens and the
  /// benchmark's app runs need one.
  case noPseudoTerminal(reason: String)

  public var description: String {
    switch self {
    case .notATerminal:
      return "formsim needs an interactive terminal: run it in a terminal window "
        + "(for files, use `formsim snapshot`)"
    case .termUnset:
      return "TERM is not set: set it to your terminal type, e.g. `export TERM=xterm-256color`"
    case .termUnknown(let term):
      return "unknown terminal type TERM=\(term): install its terminfo entry "
        + "or set TERM to a known type, e.g. xterm-256color"
    case .termUnsupported(let term):
      return "TERM=\(term) cannot move the cursor, which the simulator needs: run it in a full "
        + "terminal or set TERM to one, e.g. xterm-256color"
    case .cannotOpenOutput(let path):
      return "cannot open \(path) for writing: check the directory exists and is writable"
    case .noPseudoTerminal(let reason):
      return "cannot open a pseudo-terminal (\(reason)): "
        + "check /dev/ptmx and /dev/pts are available"
    }
  }
}
