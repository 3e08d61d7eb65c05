import Synchronization

/// The terminal size of the last frame drawn, kept outside the app model's value.
///
/// `frame(columns:rows:…)` is non-mutating (a draw step must not change the app), yet a mouse
/// click must be hit-tested against the layout the user is looking at. The size is the only thing
/// remembered, behind a lock so the model stays `Sendable`.
final class LastFrameSize: Sendable {
  private let size = Mutex<(columns: Int, rows: Int)?>(nil)

  var lastSize: (columns: Int, rows: Int)? {
    get { size.withLock { $0 } }
    set { size.withLock { $0 = newValue } }
  }
}
