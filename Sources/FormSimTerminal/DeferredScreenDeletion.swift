import CNcurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Frees curses screens only when no other screen is open.
///
/// In the ncurses build Debian ships, every window of every screen sits on one global list,
/// and `delscreen` frees the whole list: deleting one screen while another is open left the
/// other with freed windows (a crash in its next `wnoutrefresh`). Closed screens are parked
/// until the last open one closes, then deleted together. Callers hold `CursesLock`.
enum DeferredScreenDeletion {
  /// A screen was opened with `newterm`.
  static func opened() {
    state.open += 1
  }

  /// `screen` was closed (`endwin` done): delete it now, or when the last open screen closes.
  /// `streams` (the screen's own files, if it opened them) are closed after it is deleted, as
  /// curses may still hold them until then.
  static func closed(_ screen: OpaquePointer, streams: [UnsafeMutablePointer<FILE>]) {
    state.open -= 1
    state.parked.append(Parked(screen: screen, streams: streams))
    guard state.open == 0 else { return }
    for parked in state.parked {
      set_term(parked.screen)
      delscreen(parked.screen)
      for stream in parked.streams { fclose(stream) }
    }
    state.parked = []
  }

  private struct Parked {
    var screen: OpaquePointer
    var streams: [UnsafeMutablePointer<FILE>]
  }

  /// `nonisolated(unsafe)` is justified: only read and written under `CursesLock`.
  nonisolated(unsafe) private static var state = (open: 0, parked: [Parked]())
}
