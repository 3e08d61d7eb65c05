import FormSimCore
import FormSimRender

/// `formsim demo`: the interactive simulator playing a tour by itself, with a caption saying what
/// the strategy is doing, until the viewer takes over.
///
/// It wraps an `AppModel`, so the screen, the keys after a takeover and the timing are exactly the
/// interactive simulator's. A step is performed, the simulation runs on the real clock until it
/// has settled (so the slide is seen), then the result is held for the step's hold time before
/// the next step. Any key but Esc and `q` stops the tour and goes to the app as ordinary input;
/// Esc or `q` while the tour plays (or once it has finished) leaves.
public struct DemoModel: Sendable, TerminalApp {
  /// Where the demo is.
  public enum Phase: Sendable, Hashable {
    /// Showing the introduction of tour `tour` before its first step.
    case introducing(tour: Int)
    /// Step `step` of tour `tour` has been performed and is still moving.
    case settling(tour: Int, step: Int)
    /// Step `step` has settled; its result is being held.
    case holding(tour: Int, step: Int)
    /// Every tour has played; the viewer may quit or explore.
    case finished
    /// The viewer took over: keys go to the app.
    case interactive
  }

  /// Rows the caption takes, between the app and the footer.
  public static let captionRows = 2

  /// The app being shown (a fresh one for each tour).
  public private(set) var app: AppModel
  public let tours: [DemoTour]
  /// Real seconds the introduction of a tour is shown before its first step.
  public let introductionHold: Double
  public private(set) var phase: Phase
  /// Set by Esc, `q` or F10: the demo has asked to quit.
  public private(set) var wantsQuit = false

  private let settings: SimulationSettings
  private let forcedScale: Double?
  /// Real seconds left of the current introduction or hold.
  private var holdRemaining = 0.0
  /// The simulated time a `wait` step runs to.
  private var waitEnd = 0.0

  /// A demo of `tours`, played in order on forms built from `settings` (each tour's strategy
  /// replacing the settings' one).
  public init(
    settings: SimulationSettings, tours: [DemoTour],
    introductionHold: Double = DemoTour.defaultHold,
    forcedScale: Double? = nil
  ) {
    self.settings = settings
    self.tours = tours
    self.introductionHold = max(0, introductionHold)
    self.forcedScale = forcedScale
    var first = settings
    if let tour = tours.first { first.strategy = tour.strategy }
    app = AppModel(settings: first, forcedScale: forcedScale)
    phase = tours.isEmpty ? .finished : .introducing(tour: 0)
    holdRemaining = self.introductionHold
  }

  /// True while the tour plays by itself.
  public var isPlaying: Bool {
    switch phase {
    case .introducing, .settling, .holding: true
    case .finished, .interactive: false
    }
  }

  // MARK: The terminal app's side

  public var frameInterval: Double { app.frameInterval }

  /// While the tour plays the loop must keep ticking (holds are timed too); after that, frames
  /// only while something moves, as in the interactive app.
  public var needsFrames: Bool { isPlaying || app.needsFrames }

  /// Real time has passed: the tour moves on by it, and the app's simulated clock with it.
  public mutating func advance(bySeconds real: Double) {
    guard real > 0 else { return }
    var remaining = real
    // Each pass ends a phase or uses up the time; a bound keeps a zero-hold tour from spinning.
    for _ in 0..<64 {
      switch phase {
      case .introducing(let tour):
        guard consumeHold(&remaining) else { return }
        start(tour: tour, step: 0)
      case .settling:
        app.advance(bySeconds: remaining)
        checkSettled()
        return
      case .holding(let tour, let step):
        guard consumeHold(&remaining) else { return }
        next(after: tour, step: step)
      case .finished, .interactive:
        app.advance(bySeconds: remaining)
        return
      }
    }
  }

  /// One input event; returns false when the demo should quit.
  public mutating func handle(_ event: KeyEvent) -> Bool {
    if event == .resize { return app.handle(event) }
    if isPlaying || phase == .finished {
      switch event {
      case .escape, .character("q"), .character("Q"), .function(10):
        wantsQuit = true
        return false
      default:
        phase = .interactive
      }
    }
    let keepsRunning = app.handle(event)
    if !keepsRunning { wantsQuit = true }
    return keepsRunning
  }

  public func render(columns: Int, rows: Int, colorEnabled: Bool, unicodeEnabled: Bool)
    -> RenderedFrame
  {
    let theme = Theme(colorEnabled: colorEnabled, unicodeEnabled: unicodeEnabled)
    var grid = CellGrid(width: columns, height: rows)
    let minimumRows = ScreenLayout.minimumRows + Self.captionRows
    if columns < ScreenLayout.minimumColumns || rows < minimumRows {
      ScreenRenderer(theme: theme).drawTooSmall(
        columns: columns, rows: rows, minimumRows: minimumRows, into: &grid)
      return RenderedFrame(grid: grid, cursor: nil)
    }
    let appRows = rows - Self.captionRows
    let inner = app.render(
      columns: columns, rows: appRows, colorEnabled: colorEnabled, unicodeEnabled: unicodeEnabled)
    grid.blit(inner.grid, x: 0, y: 0)
    let captionArea = CellRect(x: 0, y: appRows - 1, width: columns, height: Self.captionRows)
    drawCaption(in: captionArea, theme: theme, into: &grid)
    let footer = CellRect(x: 0, y: rows - 1, width: columns, height: 1)
    if isPlaying || phase == .finished {
      FooterRenderer(theme: theme).draw(Self.tourHints, in: footer, into: &grid)
    } else {
      FooterRenderer(theme: theme).draw(in: footer, into: &grid)
    }
    var cursor = inner.cursor
    if let position = cursor, position.row >= appRows - 1 { cursor = nil }
    return RenderedFrame(grid: grid, cursor: cursor)
  }

  /// The footer while the tour plays: how to leave (q, Esc or F10, as everywhere), and that
  /// any other key takes over. The keys that quit share one hint, so the row reads as two.
  public static let tourHints: [(key: String, label: String)] = [
    ("q/Esc/F10", "Quit"), ("other keys", "Take control"),
  ]

  /// The caption as it reads now: `Step 3/7 · next — …`.
  public func caption(glyphs: GlyphSet = .unicode) -> String {
    let parts = captionParts(glyphs: glyphs)
    return parts.verdict.map { parts.text + " " + $0 } ?? parts.text
  }

  /// The caption in two parts: what happens, and the verdict (`→ ✗ field 6 hidden by 37 pt`)
  /// when the step has one. The verdict is what a caption is for, so it is the part kept whole
  /// when the caption is too long for its rows.
  func captionParts(glyphs: GlyphSet = .unicode) -> (text: String, verdict: String?) {
    let dot = glyphs.separator
    let dash = glyphs == .ascii ? " - " : " — "
    func tourPrefix(_ tour: Int) -> String {
      tours.count > 1 ? "Tour \(tour + 1)/\(tours.count)\(dot)\(tours[tour].strategy)\(dot)" : ""
    }
    switch phase {
    case .introducing(let tour):
      let prefix = tours.count > 1 ? "Tour \(tour + 1)/\(tours.count)\(dot)" : ""
      return (prefix + tours[tour].introduction, nil)
    case .settling(let tour, let step), .holding(let tour, let step):
      let item = tours[tour].steps[step]
      var text =
        tourPrefix(tour) + "Step \(step + 1)/\(tours[tour].steps.count)\(dot)\(item.step.text)"
      if !item.caption.isEmpty { text += dash + item.caption }
      return (text, item.outcome.map { "\(glyphs.arrow) " + $0.text(glyphs: glyphs) })
    case .finished:
      return (
        "Tour finished\(dash)press q to quit or keep exploring (any other key takes control)", nil
      )
    case .interactive:
      return (
        "You have control\(dash)type into the fields, Tab/Shift-Tab move, Esc dismisses, "
          + "F1 shows every key, F10 quits", nil
      )
    }
  }

  // MARK: The tour

  private func drawCaption(in area: CellRect, theme: Theme, into grid: inout CellGrid) {
    grid.fill(area, style: theme.help)
    let width = area.width - 2
    let parts = captionParts(glyphs: theme.glyphs)
    var lines = TextFit.wrap(caption(glyphs: theme.glyphs), width: width)
    if lines.count > area.height, let verdict = parts.verdict {
      // Too long: the text gives way (cut with an ellipsis) so that the verdict ends the caption.
      let verdictLines = TextFit.wrap(verdict, width: width).suffix(area.height)
      let room = area.height - verdictLines.count
      lines = Self.fitted(TextFit.wrap(parts.text, width: width), rows: room, theme: theme, width)
      if let last = lines.last, let first = verdictLines.first,
        DisplayWidth.of(last) + 1 + DisplayWidth.of(first) <= width, verdictLines.count == 1
      {
        lines[lines.count - 1] = last + " " + first
      } else {
        lines += verdictLines
      }
    }
    lines = Self.fitted(lines, rows: area.height, theme: theme, width)
    for (offset, line) in lines.enumerated() {
      grid.put(line, x: area.x + 1, y: area.y + offset, style: theme.help)
    }
  }

  /// At most `rows` of `lines`, the last cut with an ellipsis when any were left out.
  private static func fitted(_ lines: [String], rows: Int, theme: Theme, _ width: Int) -> [String] {
    guard lines.count > rows else { return lines }
    guard rows > 0 else { return [] }
    var kept = Array(lines.prefix(rows))
    kept[rows - 1] = TextFit.truncate(
      lines[(rows - 1)...].joined(separator: " "), width: width, ellipsis: theme.glyphs.ellipsis)
    return kept
  }

  /// Spends up to `holdRemaining` of `remaining` real seconds (the app's clock runs meanwhile);
  /// true when the hold is over, with what is left of `remaining` for the next phase.
  private mutating func consumeHold(_ remaining: inout Double) -> Bool {
    if holdRemaining > remaining {
      holdRemaining -= remaining
      app.advance(bySeconds: remaining)
      return false
    }
    app.advance(bySeconds: holdRemaining)
    remaining -= holdRemaining
    holdRemaining = 0
    return true
  }

  private mutating func start(tour: Int, step: Int) {
    let steps = tours[tour].steps
    guard step < steps.count else { return next(after: tour, step: step) }
    let item = steps[step]
    app.perform(item.step)
    waitEnd = app.simulator.time
    if case .wait(let seconds) = item.step { waitEnd += seconds }
    phase = .settling(tour: tour, step: step)
    checkSettled()
  }

  private mutating func checkSettled() {
    guard case .settling(let tour, let step) = phase, app.simulator.isSettled,
      app.simulator.time >= waitEnd - 1e-9
    else { return }
    phase = .holding(tour: tour, step: step)
    holdRemaining = tours[tour].steps[step].hold
  }

  private mutating func next(after tour: Int, step: Int) {
    if step + 1 < tours[tour].steps.count {
      start(tour: tour, step: step + 1)
    } else if tour + 1 < tours.count {
      var next = settings
      next.strategy = tours[tour + 1].strategy
      app = AppModel(settings: next, forcedScale: forcedScale)
      phase = .introducing(tour: tour + 1)
      holdRemaining = introductionHold
    } else {
      phase = .finished
    }
  }
}
