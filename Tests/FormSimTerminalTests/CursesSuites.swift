import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The suites that open curses screens, run one after another.
///
/// curses keeps process-wide state: in the ncurses build Debian ships, every window of every
/// screen sits on one global list, and `resizeterm` on one screen (an offscreen screen following
/// a recording's new size) also resized the windows of another open screen of a different size,
/// which then crashed in its next `doupdate`. `.serialized` on this parent also serializes the
/// suites nested in it, so no two of them have screens open at once.
@Suite(.serialized) enum CursesSuites {}

extension CursesSuites {
  /// A file for a curses screen to write to, unique to this process and `prefix`/`name`, under
  /// `TMPDIR` (else /tmp).
  static func temporaryPath(_ prefix: String, _ name: String) -> String {
    let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    return "\(directory)/\(prefix)-\(name)-\(getpid()).out"
  }
}
