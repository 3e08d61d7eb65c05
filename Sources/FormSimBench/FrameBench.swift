import FormSimApp
import FormSimCore
import FormSimRender
@_spi(Bench) import FormSimTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Render and flush costs of a keyboard slide on a terminal of one size.
///
/// Rendering is timed on the app model alone (`frame(columns:rows:…)`); flushing is timed through
/// the real ncurses backend opened on a file, which receives exactly the escape sequences a
/// terminal would, so the bytes it grows by are the bytes a frame costs.
///
/// The same run also times the floor: ncurses itself drawing the same changed cells, converted to
/// curses characters beforehand (`PreparedFrame`) and handed over with the calls `draw` makes (one
/// `wadd_wchnstr` per run of cells), with one `doupdate` per frame. Render + flush over that floor
/// is a ratio that a busy machine slows down on both sides alike.
struct FrameBench {
  var columns: Int
  var rows: Int
  /// How many times the whole slide is rendered and flushed per run.
  var repetitions: Int

  /// One run's means.
  struct Sample {
    var renderSeconds: Double
    var flushSeconds: Double
    /// ncurses alone drawing each frame's changed cells from prepared characters.
    var floorSeconds: Double
    var bytesPerFrame: Double
    var cellsPerFrame: Double
    /// What a cell costs in a full repaint (the first frame): bytes / cells.
    var bytesPerCellFullRepaint: Double
  }

  func run(_ slide: KeyboardSlide) throws -> Sample {
    let renderSeconds = measureRender(slide)
    let grids = slide.frames.map { grid(of: $0) }
    let restGrid = grid(of: slide.rest)

    let path =
      FileManager.default.temporaryDirectory.path
      + "/formsim-bench-\(getpid())-\(columns)x\(rows).out"
    defer { unlink(path) }
    let screen = try NcursesScreen.offscreen(outputPath: path, columns: columns, rows: rows)
    defer { screen.close() }

    let start = screen.bytesWritten ?? 0
    screen.draw(restGrid.grid, cursor: nil)
    let afterFirst = screen.bytesWritten ?? 0
    let fullCells = max(1, screen.lastDraw.cellsChanged)
    let bytesPerCell = Double(afterFirst - start) / Double(fullCells)

    var seconds = 0.0
    var bytes = 0
    var cells = 0
    var frames = 0
    for _ in 0..<max(1, repetitions) {
      // Back to rest (not counted), then the slide frame by frame.
      screen.draw(restGrid.grid, cursor: nil)
      var before = screen.bytesWritten ?? 0
      for frame in grids {
        seconds += Stopwatch.seconds { screen.draw(frame.grid, cursor: frame.cursor) }
        let after = screen.bytesWritten ?? 0
        bytes += after - before
        before = after
        cells += screen.lastDraw.cellsChanged
        frames += 1
      }
    }
    let count = Double(max(1, frames))

    // The floor: the same changes, already diffed and converted, handed straight to curses.
    var prepared: [PreparedFrame] = []
    var shown = restGrid.grid
    for frame in grids {
      prepared.append(screen.prepare(frame.grid, cursor: frame.cursor, from: shown))
      shown = frame.grid
    }
    var floorSeconds = 0.0
    var floorBytes = 0
    for _ in 0..<max(1, repetitions) {
      screen.draw(restGrid.grid, cursor: nil)
      var before = screen.bytesWritten ?? 0
      for frame in prepared {
        floorSeconds += Stopwatch.seconds { screen.drawPrepared(frame) }
        let after = screen.bytesWritten ?? 0
        floorBytes += after - before
        before = after
      }
    }
    // An honest floor sends what `draw` sends: the same cells, attributes and cursor.
    guard floorBytes == bytes else {
      throw BenchError(
        "the floor sent \(floorBytes) bytes where draw sent \(bytes) for the same frames")
    }
    return Sample(
      renderSeconds: renderSeconds, flushSeconds: seconds / count,
      floorSeconds: floorSeconds / count,
      bytesPerFrame: Double(bytes) / count, cellsPerFrame: Double(cells) / count,
      bytesPerCellFullRepaint: bytesPerCell)
  }

  /// Mean seconds to render one frame of the slide into a cell grid.
  private func measureRender(_ slide: KeyboardSlide) -> Double {
    var checksum = 0
    let seconds = Stopwatch.seconds {
      for _ in 0..<max(1, repetitions) {
        for app in slide.frames {
          checksum &+= grid(of: app).grid.cells.count
        }
      }
    }
    precondition(checksum > 0, "the slide rendered nothing")
    return seconds / Double(max(1, repetitions * slide.frames.count))
  }

  private func grid(of app: AppModel) -> RenderedFrame {
    app.render(columns: columns, rows: rows, colorEnabled: true, unicodeEnabled: true)
  }
}
