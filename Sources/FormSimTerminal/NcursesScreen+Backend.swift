import CNcurses
import FormSimCore
import FormSimRender

/// The real terminal as the run loop's backend: a frame is copied into curses by `draw` and
/// sent by `flush`'s one `doupdate`.
extension NcursesScreen: TerminalBackend {
  public func draw(_ frame: RenderedFrame) {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return }
    let started = MonotonicClock().now
    stage(frame.grid, cursor: frame.cursor)
    lastDraw.seconds = MonotonicClock().now - started
  }

  public func flush() {
    CursesLock.lock.lock()
    defer { CursesLock.lock.unlock() }
    guard !isClosed else { return }
    set_term(screen)
    doupdate()
  }
}
