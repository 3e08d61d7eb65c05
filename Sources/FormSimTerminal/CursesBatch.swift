import CNcurses

/// A frame's changed cells as curses characters, grouped into the calls that hand them to
/// curses.
///
/// Most runs go in one `wadd_wchnstr` each: it stores the characters as they are, without the
/// per-character control-code check, cursor advance and wrap that `wadd_wch` does, and without
/// a cursor move per cell. A run holding a character whose width the C library sees otherwise
/// than the frame does goes cell by cell through `wadd_wch`, as every cell once did, so such a
/// cell still lands where it always has.
struct CursesBatch {
  struct Run {
    var row: Int32
    var column: Int32
    /// The run's first character in `characters`.
    var start: Int
    var count: Int
    /// One `wadd_wchnstr` for the whole run; otherwise `count` is 1 and `wadd_wch` stores it.
    var isString: Bool
  }

  var characters: [cchar_t] = []
  var runs: [Run] = []

  /// Cells handed to curses.
  var cellCount: Int { characters.count }

  /// Empties the batch, keeping its storage for the next frame.
  mutating func removeAll() {
    characters.removeAll(keepingCapacity: true)
    runs.removeAll(keepingCapacity: true)
  }

  /// Makes room for `cells` more characters and `runs` more runs at once.
  ///
  /// The first frame hands curses every cell of the terminal (4,400 at 110×40, 120 KB of
  /// `cchar_t`): grown by doubling, the array was copied a dozen times into fresh pages, which
  /// took a fifth of that frame's drawing time. Later frames find the room already there.
  mutating func reserveCapacity(forCells cells: Int, runs runCount: Int) {
    characters.reserveCapacity(characters.count + cells)
    runs.reserveCapacity(runs.count + runCount)
  }

  /// Stores every run in `window` (nothing is sent until `doupdate`).
  func store(in window: UnsafeMutablePointer<WINDOW>) {
    characters.withUnsafeBufferPointer { characters in
      guard let base = characters.baseAddress else { return }
      for run in runs {
        wmove(window, run.row, run.column)
        if run.isString {
          wadd_wchnstr(window, base + run.start, Int32(run.count))
        } else {
          wadd_wch(window, base + run.start)
        }
      }
    }
  }
}
