import Foundation

/// The lock every `NcursesScreen` entry point holds.
///
/// curses keeps the current screen, the terminal settings and its output buffers in
/// process-wide state, and `offscreen` passes the size through the environment; two screens
/// used from two threads (a benchmark beside a test, two tests) would corrupt each other. The
/// lock is recursive because entry points call each other (`draw` calls `refreshSize`).
enum CursesLock {
  static let lock = NSRecursiveLock()
}
