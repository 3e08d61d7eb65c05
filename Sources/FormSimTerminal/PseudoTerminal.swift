#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal of a fixed size: the controlling side (`master`) and the terminal a program
/// draws on (`terminal`), both closed on `exec`, so a program another thread starts meanwhile
/// does not keep them open (one given the terminal as its standard streams gets copies that
/// stay open).
///
/// Headless curses screens open on one to learn their size, and `formsim-bench` runs the app on
/// one to time it as a user's terminal would.
public struct PseudoTerminal: Sendable {
  public let master: Int32
  public let terminal: Int32

  public static func open(columns: Int, rows: Int) throws -> PseudoTerminal {
    var master: Int32 = -1
    var terminal: Int32 = -1
    var size = winsize(
      ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0,
      ws_ypixel: 0)
    guard openpty(&master, &terminal, nil, nil, &size) == 0 else {
      throw TerminalError.noPseudoTerminal(reason: String(cString: strerror(errno)))
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
    return PseudoTerminal(master: master, terminal: terminal)
  }
}
