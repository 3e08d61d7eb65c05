import FormSimApp
import FormSimCore
import FormSimRender

/// Drives a `TerminalApp` on a terminal backend: input, real time, resizes and frames.
///
/// It draws only when something happened: at the app's frame rate while `needsFrames` is true,
/// and otherwise only after input, blocking in the backend meanwhile so an idle simulator uses
/// no CPU. A frame that shows exactly what the last one showed is not drawn again.
public enum TerminalRunLoop {
  /// Opens the terminal, runs `app` until it quits, and restores the terminal on every way out.
  ///
  /// Throws `TerminalError` (before touching the terminal) when there is none to open.
  /// With `recordingTo`, every frame drawn is also recorded there as an asciicast, at real
  /// seconds from the start (see ``CastRecorder``). With a `watch`, the loop also wakes when the
  /// layout file changes and hands the app the layout read again. `afterOpening` runs as soon
  /// as curses has the terminal (see ``NcursesScreen/init(afterOpening:)``).
  /// Returns why the recording stopped early, if it did (it is also shown on the panel).
  @discardableResult
  public static func run<App: TerminalApp>(
    app: inout App, recordingTo path: String? = nil, watch: LayoutWatch? = nil,
    afterOpening: @escaping () -> Void = {}
  ) throws -> String? {
    let screen = try NcursesScreen(afterOpening: afterOpening)
    var recorder: CastRecorder?
    if let path {
      do {
        recorder = try CastRecorder(
          columns: screen.size.columns, rows: screen.size.rows, streamingTo: path)
      } catch {
        screen.close()
        throw error
      }
    }
    run(app: &app, backend: screen, recorder: recorder, watch: watch)
    recorder?.finish()
    return recorder?.failure
  }

  /// Runs `app` on an open `backend` until `handle` returns false or input goes away, then
  /// closes the backend (normal exit path; `SignalGuard` covers signals). `clock` gives the
  /// seconds the app advances by.
  public static func run<App: TerminalApp>(
    app: inout App, backend: some TerminalBackend, recorder: CastRecorder? = nil,
    watch: LayoutWatch? = nil, clock: () -> Double = { MonotonicClock().now }
  ) {
    defer { backend.close() }
    let start = clock()
    var lastAdvance = start
    var nextFrame = lastAdvance + app.frameInterval
    var animating = app.needsFrames
    var failureShown = false
    var shown = draw(app, on: backend, recorder: recorder, at: 0, unless: nil)
    while true {
      var timeout: Int?
      if app.needsFrames {
        let remaining = max(0, nextFrame - clock())
        timeout = Int((remaining * 1000).rounded(.up))
      }
      var events: [KeyEvent] = []
      var fileChanged = false
      if let watch, let input = backend.inputDescriptor {
        // Wait on the terminal and the file at once; the backend then reads what is there.
        let wake = watch.watcher.wait(input: input, timeoutMilliseconds: timeout)
        if wake.inputClosed { return }
        fileChanged = wake.fileChanged
        timeout = 0
      }
      var read = backend.read(timeoutMilliseconds: timeout)
      let batchStart = clock()
      while true {
        switch read {
        case .event(let event): events.append(event)
        case .closed: return
        case .ignored, .timedOut: break
        }
        // A paste arrives a few kilobytes at a time. It is read for up to a frame's time before
        // a frame is drawn: each frame costs what the text's length does, so a frame for every
        // read would make a paste quadratic; a frame every frame time keeps the screen following.
        if events.count >= Self.batch { break }
        let pasting = events.count >= Self.pasteEvents
        let left = Self.batchSeconds - (clock() - batchStart)
        if read == .timedOut && (!pasting || left <= 0) { break }
        read = backend.read(timeoutMilliseconds: pasting ? Int(max(0, left) * 1000) : 0)
      }

      let now = clock()
      app.advance(bySeconds: now - lastAdvance)
      lastAdvance = now
      if fileChanged, let watch { app.layoutFileChanged(watch.reload()) }
      for run in Self.typingRuns(events) {
        switch run {
        case .typing(let text):
          guard app.handle(typing: text) else { return }
        case .event(let event):
          if event == .resize { backend.refreshSize() }
          guard app.handle(event) else { return }
        }
      }

      let needsFrames = app.needsFrames
      if needsFrames && (!animating || now >= nextFrame) {
        nextFrame = followingFrame(after: nextFrame, now: now, interval: app.frameInterval)
      }
      animating = needsFrames
      shown = draw(app, on: backend, recorder: recorder, at: clock() - start, unless: shown)
      if !failureShown, let failure = recorder?.failure {
        failureShown = true
        app.recordingFailed(failure)
        shown = draw(app, on: backend, recorder: nil, at: clock() - start, unless: shown)
      }
    }
  }

  /// The most input events read before a frame is drawn.
  static let batch = 1 << 16
  /// Events read at once beyond which input is taken to be a paste, read on for `batchSeconds`.
  static let pasteEvents = 64
  static let batchSeconds = 1.0 / 60

  /// A run of the events read together: characters in a row, or one other event.
  enum Run: Equatable {
    case typing(String)
    case event(KeyEvent)
  }

  /// `events` with each run of characters joined into one string, in order.
  static func typingRuns(_ events: [KeyEvent]) -> [Run] {
    var runs: [Run] = []
    var text = ""
    for event in events {
      if case .character(let character) = event {
        text.append(character)
        continue
      }
      if !text.isEmpty {
        runs.append(.typing(text))
        text = ""
      }
      runs.append(.event(event))
    }
    if !text.isEmpty { runs.append(.typing(text)) }
    return runs
  }

  /// The next frame time: one interval on from the last, or from now if the loop fell behind
  /// (so a stall does not cause a burst of catch-up frames).
  static func followingFrame(after previous: Double, now: Double, interval: Double) -> Double {
    let step = max(interval, 0.001)
    let next = previous + step
    return next > now ? next : now + step
  }

  /// Draws and records the app's frame for the backend's size, unless it is `shown`, the frame
  /// already on screen; returns the frame on screen.
  private static func draw<App: TerminalApp>(
    _ app: App, on backend: some TerminalBackend, recorder: CastRecorder?, at time: Double,
    unless shown: RenderedFrame?
  ) -> RenderedFrame {
    let (columns, rows) = backend.size
    let frame = app.render(
      columns: columns, rows: rows, colorEnabled: backend.colorEnabled,
      unicodeEnabled: backend.unicodeEnabled)
    guard frame != shown else { return frame }
    backend.draw(frame)
    backend.flush()
    recorder?.record(frame, at: time)
    return frame
  }
}
