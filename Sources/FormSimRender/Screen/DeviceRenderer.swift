import FormSimCore

/// Draws one simulator's screen as the user would see it on the device: the bezel, the form at its
/// *presentation* geometry (scroll offset and root transform applied), the status bar over it and
/// the keyboard panel over everything, its top edge where the keyboard's presentation frame is.
///
/// Drawing presentation values (not model values) is what makes the slide visible mid-animation,
/// and drawing the keyboard last is what makes a covered field disappear, as it does on a phone.
public struct DeviceRenderer: Sendable {
  public var theme: Theme

  public init(theme: Theme) {
    self.theme = theme
  }

  /// The screen's parts in screen-relative cells, for one state of the world.
  struct Geometry {
    var width: Int
    var height: Int
    var statusRows: Int
    /// The keyboard's top edge; at or below `height` when it is hidden.
    var keyboardTop: Int
    var keyboardRows: Int
    /// The keyboard's left edge and width: the whole screen unless it floats.
    var keyboardLeft: Int
    var keyboardColumns: Int
    /// The keyboard's bottom edge: the screen's last row when it sits on the window's bottom.
    var keyboardBottom: Int
    /// The predictive bar's rows (or the emoji keyboard's category strip's).
    var predictiveRows: Int
    var emoji: Bool
    var split: Bool
    /// Rows the root view covers (the rest of the screen is revealed window).
    var rootRows: Range<Int>
    var fieldBoxes: [CellRect]
  }

  func geometry(_ world: World, layout: ScreenLayout) -> Geometry {
    let state = world.presentation
    let statusRows = state.statusBar > 0 ? max(1, layout.row(atEdge: state.statusBar)) : 0
    let barRows = max(1, layout.row(atEdge: world.device.predictiveBar))
    let predictiveRows =
      world.showsPredictiveBar || (world.emojiKeyboard && world.hasPredictiveBar) ? barRows : 0
    let ty = state.rootTransform.ty
    let rootTop = max(0, layout.row(atEdge: ty))
    let rootBottom = min(layout.screen.height, layout.row(atEdge: state.windowSize.height + ty))
    let keyboardTop =
      state.keyboardVisible
      ? layout.row(atEdge: min(state.keyboardFrame.minY, state.windowSize.height))
      : layout.screen.height
    // The rows of the band where content shows (`ViewState.visibleBand`): below the status bar
    // (and a navigation bar), above a docked keyboard (and a tab bar). An undocked, split or
    // floating keyboard floats over the content and claims no band of the window, so fields
    // keep their rows under it and it is drawn over them.
    let band = state.visibleBand
    let bandTop = max(statusRows, layout.row(atEdge: band.lowerBound))
    let bandEnds = band.upperBound < state.windowSize.height - 0.0001
    let bandBottom = bandEnds ? layout.row(atEdge: band.upperBound) : layout.screen.height
    let windowBottom = min(layout.screen.height, layout.row(atEdge: state.windowSize.height))
    let oneRow = !FieldRenderer.boxesFit(world.fields.map(\.frame), layout: layout)
    let placed = world.fields.map { field in
      let frame = state.windowFrame(ofContent: field.frame)
      var box = FieldRenderer.box(for: frame, layout: layout, oneRow: oneRow)
      // A box is at least three rows, centred on its field, so it can reach past the field's
      // own edges. Rounding must neither hide what the points show nor show what they hide: a
      // field that ends above the band's bottom edge (a docked keyboard, a tab bar) keeps its
      // box above that edge, one that starts below its top edge (the status bar, a navigation
      // bar) keeps its top border and label below it (which wins when both apply), and a field
      // wholly beyond either edge keeps its box there.
      if bandEnds, frame.maxY <= band.upperBound + 0.0001, box.maxY > bandBottom {
        box.y = bandBottom - box.height
      }
      if bandEnds, frame.minY >= band.upperBound - 0.0001, box.y < bandBottom {
        box.y = bandBottom
      }
      if frame.minY >= band.lowerBound - 0.0001, box.y < bandTop {
        box.y = bandTop
      }
      if frame.maxY <= band.lowerBound + 0.0001, box.maxY > bandTop {
        box.y = bandTop - box.height
      }
      // A one-row field that ends inside the window keeps its row inside the window's rows.
      if box.height == 1, frame.maxY <= state.windowSize.height + 0.0001,
        box.maxY > windowBottom, windowBottom > 0
      {
        box.y = windowBottom - 1
      }
      return box
    }
    let boxes = Self.separatingBoxes(placed, fields: world.fields)
    return Geometry(
      width: layout.screen.width, height: layout.screen.height, statusRows: statusRows,
      keyboardTop: keyboardTop,
      keyboardRows: max(1, layout.row(atEdge: state.keyboardFrame.height)),
      keyboardLeft: max(0, layout.column(atEdge: state.keyboardFrame.minX)),
      keyboardColumns: state.keyboardFrame.width >= state.windowSize.width - 0.0001
        ? layout.screen.width : max(1, layout.column(atEdge: state.keyboardFrame.width)),
      keyboardBottom: state.keyboardFrame.maxY >= state.windowSize.height - 0.0001
        ? layout.screen.height : layout.row(atEdge: state.keyboardFrame.maxY),
      predictiveRows: predictiveRows, emoji: world.emojiKeyboard,
      split: world.keyboardPlacement == .split && !world.hardwareKeyboardAttached,
      rootRows: rootTop..<max(rootTop, rootBottom), fieldBoxes: boxes)
  }

  /// The cells the keyboard covers: its panel (two for a split keyboard) down to the keyboard's
  /// bottom edge. Nothing behind them shows.
  func keyboardAreas(_ geometry: Geometry) -> [CellRect] {
    let panelBottom = geometry.keyboardTop + geometry.keyboardRows
    let bottom = max(panelBottom, min(geometry.height, geometry.keyboardBottom))
    return KeyboardRenderer.areas(
      top: geometry.keyboardTop, height: bottom - geometry.keyboardTop,
      width: geometry.keyboardColumns, left: geometry.keyboardLeft, emoji: geometry.emoji,
      split: geometry.split)
  }

  /// Boxes moved up so that no two share a row: the keyboard's and the window's edges can push
  /// the lower of two neighbours onto the upper one's rows, and then the upper one would lose
  /// its label (one row) or its value row and bottom edge (a box). Fields are taken from the
  /// bottom up, in the order of their frames; each ends above every box already placed below
  /// it that shares its columns.
  static func separatingBoxes(_ boxes: [CellRect], fields: [Field]) -> [CellRect] {
    var boxes = boxes
    let order = fields.indices.sorted { fields[$0].frame.minY > fields[$1].frame.minY }
    var placed: [Int] = []
    for index in order {
      // The boxes placed last are the nearest below; a form's columns hold a few at most.
      for below in placed.suffix(8).reversed()
      where boxes[index].maxY > boxes[below].y
        && boxes[index].x < boxes[below].maxX && boxes[below].x < boxes[index].maxX
      {
        boxes[index].y = boxes[below].y - boxes[index].height
      }
      placed.append(index)
    }
    return boxes
  }

  /// Draws the device into `grid` at `layout.device`; returns the caret's cell when the focused
  /// field's caret is on screen (not under the keyboard or the status bar).
  @discardableResult
  public func draw(_ world: World, layout: ScreenLayout, into grid: inout CellGrid) -> CellPosition?
  {
    grid.drawBox(layout.device, glyphs: theme.glyphs.bezel, style: theme.bezel)
    let name = " \(world.device.name) "
    let nameWidth = DisplayWidth.of(name)
    if nameWidth + 4 <= layout.device.width {
      grid.put(
        name, x: layout.device.x + (layout.device.width - nameWidth) / 2, y: layout.device.y,
        style: theme.deviceName)
    }
    let geometry = geometry(world, layout: layout)
    var screen = CellGrid(
      width: geometry.width, height: geometry.height, fill: Cell(" ", style: theme.screen))
    // Where the root view has moved away, the window shows. The scroll view clips its content
    // to its frame (`ViewState.visibleBand`), so `drawChrome` masks a field the root view
    // carried past the scroll view's edge again, bare form or not, as the reports hide it.
    if geometry.rootRows.lowerBound > 0 {
      screen.fill(
        CellRect(x: 0, y: 0, width: geometry.width, height: geometry.rootRows.lowerBound),
        style: theme.revealed)
    }
    if geometry.rootRows.upperBound < geometry.height {
      screen.fill(
        CellRect(
          x: 0, y: geometry.rootRows.upperBound, width: geometry.width,
          height: geometry.height - geometry.rootRows.upperBound), style: theme.revealed)
    }
    let caret = drawFields(world, layout: layout, geometry, &screen)
    drawScrollIndicator(world.presentation, layout: layout, geometry, &screen)
    drawChrome(world, layout: layout, &screen)
    drawStatusBar(geometry, &screen)
    let toolbarRows = drawToolbar(world, layout: layout, geometry, &screen)
    if world.showsShortcutsBarOnly {
      KeyboardRenderer(theme: theme).drawShortcutsBar(
        top: geometry.keyboardTop + toolbarRows, height: geometry.keyboardRows - toolbarRows,
        width: geometry.keyboardColumns, left: geometry.keyboardLeft, clipBottom: geometry.height,
        into: &screen)
    } else {
      KeyboardRenderer(theme: theme).draw(
        top: geometry.keyboardTop + toolbarRows, height: geometry.keyboardRows - toolbarRows,
        width: geometry.keyboardColumns, left: geometry.keyboardLeft,
        predictiveRows: geometry.predictiveRows, emoji: geometry.emoji, split: geometry.split,
        clipBottom: geometry.height, into: &screen)
    }
    // The panel's height and its top edge are rounded separately, and the screen's rows can
    // hold a little more than the window; where that leaves rows under the panel, the keyboard
    // still covers them, as it covers the bottom of a phone.
    let panelBottom = geometry.keyboardTop + geometry.keyboardRows
    let areas = keyboardAreas(geometry)
    for area in areas where area.maxY > panelBottom {
      screen.fill(
        CellRect(x: area.x, y: panelBottom, width: area.width, height: area.maxY - panelBottom),
        style: theme.keyboard)
    }
    grid.blit(screen, x: layout.screen.x, y: layout.screen.y)

    guard let caret, caret.column >= 0, caret.column < geometry.width,
      caret.row >= geometry.statusRows, caret.row < geometry.height,
      !areas.contains(where: { $0.contains(column: caret.column, row: caret.row) }),
      !isChrome(world, layout: layout, column: caret.column, row: caret.row)
    else { return nil }
    return CellPosition(column: caret.column + layout.screen.x, row: caret.row + layout.screen.y)
  }

  /// What the cell at (`column`, `row`) of the terminal shows, as the frame drawn for the same
  /// world and layout would show it.
  public func hit(_ world: World, layout: ScreenLayout, column: Int, row: Int) -> DeviceHit {
    guard !layout.isTooSmall, layout.screen.contains(column: column, row: row) else {
      return .outside
    }
    let geometry = geometry(world, layout: layout)
    let x = column - layout.screen.x
    let y = row - layout.screen.y
    if y < geometry.statusRows { return .statusBar }
    if keyboardAreas(geometry).contains(where: { $0.contains(column: x, row: y) }) {
      return toolbarHit(world, layout: layout, geometry, column: x, row: y) ?? .keyboard
    }
    if isChrome(world, layout: layout, column: x, row: y) { return .chrome }
    var order = Array(world.fields.indices)
    if let focused = world.focusedIndex {
      order.removeAll { $0 == focused }
      order.append(focused)
    }
    for index in order.reversed() where geometry.fieldBoxes[index].contains(column: x, row: y) {
      return .field(index)
    }
    return .background
  }

  private func drawFields(
    _ world: World, layout: ScreenLayout, _ geometry: Geometry, _ screen: inout CellGrid
  ) -> CellPosition? {
    let renderer = FieldRenderer(theme: theme)
    let state = world.presentation
    let visibleRows = 0..<geometry.height
    for (index, field) in world.fields.enumerated() where index != world.focusedIndex {
      let box = geometry.fieldBoxes[index]
      guard box.maxY > visibleRows.lowerBound, box.y < visibleRows.upperBound else { continue }
      renderer.draw(
        field, in: box, focused: false,
        lineOffset: lineOffset(world, field: index, box: box, state: state, layout: layout),
        into: &screen)
    }
    guard let focused = world.focusedIndex else { return nil }
    let box = geometry.fieldBoxes[focused]
    return renderer.draw(
      world.fields[focused], in: box, focused: true,
      lineOffset: lineOffset(world, field: focused, box: box, state: state, layout: layout),
      into: &screen)
  }

  /// Where field `index`'s text line is drawn, from the caret the reports give for it
  /// (`World.caretRectInWindow`), so the screen shows the caret `simulate` reports. Only a boxed
  /// one-line field has a line to place; a text view starts its lines at its top.
  private func lineOffset(
    _ world: World, field index: Int, box: CellRect, state: ViewState, layout: ScreenLayout
  ) -> Int {
    guard box.height >= 3, world.fields[index].kind == .text else { return 0 }
    return FieldRenderer.lineOffset(
      caret: world.caretRectInWindow(ofField: index, in: state),
      field: state.windowFrame(ofContent: world.fields[index].frame), layout: layout)
  }

  /// The vertical indicator at the right edge, inside the scroll indicator insets: its length is
  /// the visible share of the content, its position the scroll position.
  private func drawScrollIndicator(
    _ state: ViewState, layout: ScreenLayout, _ geometry: Geometry, _ screen: inout CellGrid
  ) {
    let height = state.windowSize.height
    let inset = state.adjustedContentInset
    let total = state.contentHeight + inset.top + inset.bottom
    guard total > height + 0.5 else { return }
    let ty = state.rootTransform.ty
    let trackTop = layout.row(atEdge: ty + state.scrollIndicatorInsets.top)
    let trackBottom = layout.row(atEdge: ty + height - state.scrollIndicatorInsets.bottom)
    let trackRows = trackBottom - trackTop
    guard trackRows > 0 else { return }
    let knobRows = max(1, Int((Double(trackRows) * height / total).rounded()))
    let fraction = min(1, max(0, (state.contentOffset.y + inset.top) / (total - height)))
    let knobTop = trackTop + Int((fraction * Double(trackRows - knobRows)).rounded())
    let column = layout.column(atEdge: state.windowSize.width + state.rootTransform.tx) - 1
    for row in knobTop..<(knobTop + knobRows) {
      screen.put(String(theme.glyphs.scrollKnob), x: column, y: row, style: theme.scrollKnob)
    }
  }

  /// The status bar: carrier, the classic 9:41 and a full battery, over the content's top.
  private func drawStatusBar(_ geometry: Geometry, _ screen: inout CellGrid) {
    guard geometry.statusRows > 0 else { return }
    let width = geometry.width
    screen.fill(
      CellRect(x: 0, y: 0, width: width, height: geometry.statusRows), style: theme.statusBar)
    let row = (geometry.statusRows - 1) / 2
    let time = "9:41"
    screen.put(time, x: (width - DisplayWidth.of(time)) / 2, y: row, style: theme.statusBar)
    let battery = theme.glyphs.battery
    let batteryWidth = DisplayWidth.of(battery)
    if width >= batteryWidth + 14 {
      screen.put(battery, x: width - batteryWidth - 1, y: row, style: theme.statusBar)
    }
    if width >= 30 { screen.put("Carrier", x: 1, y: row, style: theme.statusBar) }
  }
}
