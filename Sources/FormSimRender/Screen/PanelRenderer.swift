import FormSimCore

/// Draws the side panel: what is being simulated, the live geometry, the focused field's verdict
/// and the log of delegate calls and notifications.
///
/// The values are the presentation values, so mid-slide they move with the picture; once settled
/// they equal the model values that `simulate` reports.
public struct PanelRenderer: Sendable {
  public var theme: Theme

  public init(theme: Theme) {
    self.theme = theme
  }

  /// The most rows a notice takes, so the live values stay in view.
  static let noticeLines = 4

  /// The most rows the strategy's one-line summary wraps onto: enough for every summary at the
  /// 42 columns a 46-column panel has inside, so none is cut, yet short of crowding out the values
  /// in a narrow panel (where the last row ends in an ellipsis).
  static let summaryLines = 3

  /// A run of text in one style.
  private typealias Segment = (text: String, style: Style)

  /// Draws the panel into `rect`: a box titled "FormSim", one line per row, cut with an ellipsis.
  /// A `notice` (a watched layout file that no longer parses) comes first, in the warning style.
  public func draw(
    _ simulator: Simulator, playback: PlaybackStatus, events: [WorldEvent],
    notice: String? = nil, in rect: CellRect, into grid: inout CellGrid
  ) {
    guard rect.width >= 6, rect.height >= 3 else { return }
    grid.fill(rect, style: .plain)
    grid.drawBox(
      rect, glyphs: theme.glyphs.panel, style: theme.panelBorder, title: "FormSim",
      titleStyle: theme.panelTitle, ellipsis: theme.glyphs.ellipsis)
    let inner = CellRect(
      x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
    var lines: [[Segment]] = []
    if let notice {
      let wrapped = TextFit.wrap(theme.glyphs.cross + " " + notice, width: inner.width)
      lines += wrapped.prefix(Self.noticeLines).map { [($0, theme.bad)] }
    }
    lines += summaryLines(simulator, playback: playback, width: inner.width)
    let room = inner.height - lines.count - 2
    if room > 0 {
      lines.append([(String(repeating: theme.glyphs.rule, count: inner.width), theme.panelBorder)])
      lines.append([("Events", theme.heading)])
      let shown = events.suffix(room)
      lines += shown.map { event in
        [
          (NumberText.seconds(event.time) + " ", theme.note),
          (Self.describe(event, arrow: theme.glyphs.arrow), theme.value),
        ]
      }
    }
    for (offset, line) in lines.prefix(inner.height).enumerated() {
      put(line, x: inner.x, y: inner.y + offset, width: inner.width, &grid)
    }
  }

  /// One event as the log shows it: `keyboardWillShow y 480→264`, `didBeginEditing 7`.
  public static func describe(_ event: WorldEvent, arrow: String = "→") -> String {
    switch event.kind {
    case .shouldBeginEditing(let field, let allowed), .shouldEndEditing(let field, let allowed):
      return "\(event.name) \(field + 1)" + (allowed ? "" : " NO")
    case .didBeginEditing(let field), .didEndEditing(let field), .shouldReturn(let field):
      return "\(event.name) \(field + 1)"
    case .keyboard(let notification):
      let begin = NumberText.points(notification.beginFrame.minY)
      let end = NumberText.points(notification.endFrame.minY)
      return "\(event.name) y \(begin)\(arrow)\(end)"
    case .handler(let line):
      return line
    case .crash(let message):
      return message
    }
  }

  /// The summaries wrapped lately, newest first: the panel shows the same one on every frame, and
  /// wrapping it was a tenth of a frame's render. Few are in use at once (one per strategy on
  /// screen; `compare` shows at most six).
  private static let wrappedSummaries = RecentValues<WrappedSummaryKey, [String]>(capacity: 8)

  private struct WrappedSummaryKey: Equatable {
    var summary: String
    var width: Int
    var ellipsis: String
  }

  /// The summary word-wrapped to the panel, at most `summaryLines` rows; when it needs more, the
  /// last row shown is cut with an ellipsis so the reader sees that text is missing.
  private func wrappedSummary(_ summary: String, width: Int) -> [String] {
    let key = WrappedSummaryKey(summary: summary, width: width, ellipsis: theme.glyphs.ellipsis)
    return Self.wrappedSummaries.value(for: key) { wrapSummary(summary, width: width) }
  }

  private func wrapSummary(_ summary: String, width: Int) -> [String] {
    let wrapped = TextFit.wrap(summary, width: width)
    guard wrapped.count > Self.summaryLines else { return wrapped }
    var shown = Array(wrapped.prefix(Self.summaryLines))
    shown[shown.count - 1] = TextFit.truncate(
      shown[shown.count - 1] + " " + wrapped[Self.summaryLines], width: width,
      ellipsis: theme.glyphs.ellipsis)
    return shown
  }

  private func summaryLines(_ simulator: Simulator, playback: PlaybackStatus, width: Int)
    -> [[Segment]]
  {
    let world = simulator.world
    let glyphs = theme.glyphs
    let dot = glyphs.separator
    let strategy = simulator.settings.strategy
    let summary = StrategyCatalog.info(named: strategy)?.summary ?? ""
    var lines: [[Segment]] = [[("Strategy  ", theme.name), (strategy, theme.value)]]
    lines += wrappedSummary(summary, width: width).map { [($0, theme.name)] }
    lines += [
      [
        ("Device    ", theme.name),
        ("\(world.device.name)\(dot)\(world.orientation.rawValue)", theme.value),
      ],
      [("Era       ", theme.name), (world.era.rawValue, theme.value)],
      [
        ("Keyboard  ", theme.name),
        (simulator.hardwareKeyboard ? "hardware" : "software", theme.value),
        (
          world.hasPredictiveBar
            ? "\(dot)predictive \(world.predictive ? "on" : "off")" : "\(dot)no predictive bar",
          theme.value
        ),
        (world.emojiKeyboard ? "\(dot)emoji" : "", theme.value),
      ],
      [
        ("Time      ", theme.name),
        ("\(glyphs.times)\(playback.timeScale)", theme.value),
        (
          dot + (playback.isPaused ? "paused" : "running"),
          playback.isPaused ? theme.bad : theme.value
        ),
        ("\(dot)\(NumberText.seconds(world.time))s", theme.value),
      ],
      [(String(repeating: glyphs.rule, count: width), theme.panelBorder)],
    ]
    let state = world.presentation
    func value(_ label: String, _ text: String) -> [Segment] {
      let padded = label + String(repeating: " ", count: max(1, 21 - label.count))
      return [(padded, theme.name), (text, theme.value)]
    }
    let p = NumberText.points
    lines += [
      value("contentOffset", "\(p(state.contentOffset.x)), \(p(state.contentOffset.y))"),
      value("contentInset.bottom", p(state.contentInset.bottom)),
      value(
        "contentSize",
        "\(p(state.contentSize.width)) \(glyphs.times) \(p(state.contentSize.height))"),
      value("rootTransform.ty", p(state.rootTransform.ty)),
      value(
        "keyboard top",
        !state.keyboardVisible
          ? "hidden"
          : state.keyboardDocked
            ? p(state.keyboardTop)
            : "\(p(state.keyboardFrame.minY)) \(world.keyboardPlacement.rawValue)"),
      [(String(repeating: glyphs.rule, count: width), theme.panelBorder)],
    ]
    let report = StateReport(simulator, presentation: true)
    guard let field = report.field else {
      lines.append([("No field focused", theme.note)])
      return lines
    }
    let frame = field.frameInWindow
    lines.append([
      ("Field \(field.number)  ", theme.heading),
      (
        "x \(p(frame.minX)) y \(p(frame.minY)) w \(p(frame.width)) h \(p(frame.height))",
        theme.value
      ),
    ])
    let gap = field.gapToKeyboard.map { "\(p($0)) pt" } ?? "no keyboard"
    lines.append(
      value("visible" + dot + "gap", "\(NumberText.percent(field.visibleFraction))\(dot)\(gap)"))
    lines.append(
      field.isFullyVisible
        ? [(glyphs.check + " fully visible", theme.good)]
        : [(glyphs.cross + (field.visibleFraction <= 0 ? " hidden" : " partly hidden"), theme.bad)])
    return lines
  }

  /// Writes the segments left to right; a line wider than `width` is cut and ends in an ellipsis.
  private func put(_ line: [Segment], x: Int, y: Int, width: Int, _ grid: inout CellGrid) {
    let total = line.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let ellipsis = theme.glyphs.ellipsis
    let limit = total > width ? x + width - DisplayWidth.of(ellipsis) : x + width
    var column = x
    var lastStyle = Style.plain
    for segment in line where column < limit {
      column = grid.put(segment.text, x: column, y: y, style: segment.style, maxX: limit)
      lastStyle = segment.style
    }
    if total > width {
      grid.put(ellipsis, x: min(column, limit), y: y, style: lastStyle, maxX: x + width)
    }
  }
}
