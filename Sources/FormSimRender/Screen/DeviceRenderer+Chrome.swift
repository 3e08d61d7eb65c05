import FormSimCore

/// The real-screen parts of a device: the dimmed backdrop around a sheet, navigation and tab bars,
/// and the keyboard's Prev / Next / Done toolbar. A bare full-screen form draws none of them; its
/// scroll view still clips the content where the root view moved it.
extension DeviceRenderer {
  /// The labels of the toolbar's buttons (as wide in ASCII as in Unicode, so hit-testing with
  /// either theme agrees).
  func toolbarLabel(_ button: ToolbarButton) -> String {
    let unicode = theme.glyphs == .unicode
    return switch button {
    case .previous: unicode ? "‹ Prev" : "< Prev"
    case .next: unicode ? "Next ›" : "Next >"
    case .done: "Done"
    }
  }

  /// A cell rectangle for a window rectangle, clipped to the screen.
  func cells(_ rect: Rect, layout: ScreenLayout, width: Int, height: Int) -> CellRect {
    let x0 = max(0, layout.column(atEdge: rect.minX))
    let x1 = min(width, layout.column(atEdge: rect.maxX))
    let y0 = max(0, layout.row(atEdge: rect.minY))
    let y1 = min(height, layout.row(atEdge: rect.maxY))
    return CellRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// Masks what the scroll view clips, dims what a sheet leaves of the screen, and draws the bars.
  func drawChrome(_ world: World, layout: ScreenLayout, _ screen: inout CellGrid) {
    let width = screen.width
    let height = screen.height
    let geometry = world.chromeGeometry
    let state = world.presentation
    guard !world.layout.chrome.isPlain else {
      // A bare form's scroll view fills the window and clips its content to its frame too:
      // where the root view moved it away (or a strategy lifted its bottom), the window shows.
      let scroll = state.scrollFrameInWindow
      let clip = cells(
        scroll.intersection(geometry.root) ?? .zero, layout: layout, width: width,
        height: height)
      for y in 0..<height where !(clip.y..<clip.maxY).contains(y) {
        for x in 0..<width { screen[x, y] = Cell(" ", style: theme.revealed) }
      }
      return
    }
    // The scroll view clips its content to its frame, wherever the root view has moved, and
    // the bars and the sheet's card, which stay, clip it to where the root view was: the band
    // `ViewState.visibleBand` gives, and the cells `isChrome` tells from the form.
    let root = geometry.root.offsetBy(dx: state.rootTransform.tx, dy: state.rootTransform.ty)
    let clip = cells(
      root.intersection(geometry.root) ?? .zero, layout: layout, width: width, height: height)
    let container = cells(geometry.container, layout: layout, width: width, height: height)
    for y in 0..<height {
      for x in 0..<width where !clip.contains(column: x, row: y) {
        let outside = !container.contains(column: x, row: y)
        screen[x, y] = Cell(" ", style: outside ? theme.revealed : theme.screen)
      }
    }
    // A sheet's card edge, where the screen has room for it around the card.
    let edge = CellRect(
      x: container.x - 1, y: container.y - 1, width: container.width + 2,
      height: container.height + 2)
    if geometry.isSheet, edge.x >= 0, edge.y >= 0, edge.maxX <= width, edge.maxY <= height {
      screen.drawBox(edge, glyphs: theme.glyphs.field, style: theme.fieldBorder)
    } else if geometry.isSheet, container.y > 0 {
      screen.fill(
        CellRect(x: container.x, y: container.y - 1, width: container.width, height: 1),
        style: theme.fieldBorder)
      for x in container.x..<container.maxX {
        screen.put(String(theme.glyphs.rule), x: x, y: container.y - 1, style: theme.fieldBorder)
      }
    }
    if let bar = geometry.navigationBar {
      drawNavigationBar(
        world.layout.name, cells(bar, layout: layout, width: width, height: height),
        large: geometry.showsLargeTitle, &screen)
    }
    if let bar = geometry.tabBar {
      drawTabBar(cells(bar, layout: layout, width: width, height: height), &screen)
    }
  }

  private func drawNavigationBar(
    _ title: String, _ area: CellRect, large: Bool, _ screen: inout CellGrid
  ) {
    guard area.width > 0, area.height > 0 else { return }
    screen.fill(area, style: theme.statusBar)
    let row = area.y + (large ? 0 : (area.height - 1) / 2)
    let back = theme.glyphs == .unicode ? "‹ Back" : "< Back"
    if area.width >= 24 { screen.put(back, x: area.x + 1, y: row, style: theme.statusBar) }
    if large {
      // The large title sits left-aligned on the band below the bar's row.
      screen.put(title, x: area.x + 2, y: min(area.maxY - 1, row + 1), style: theme.focusedLabel)
    } else {
      let titleWidth = DisplayWidth.of(title)
      screen.put(
        title, x: area.x + max(0, (area.width - titleWidth) / 2), y: row, style: theme.focusedLabel)
    }
  }

  private func drawTabBar(_ area: CellRect, _ screen: inout CellGrid) {
    guard area.width > 0, area.height > 0 else { return }
    screen.fill(area, style: theme.statusBar)
    let items =
      theme.glyphs == .unicode
      ? ["● Form", "○ Search", "○ Settings"] : ["* Form", "o Search", "o Settings"]
    let slot = area.width / items.count
    for (index, item) in items.enumerated() where slot >= DisplayWidth.of(item) {
      let x = area.x + index * slot + (slot - DisplayWidth.of(item)) / 2
      screen.put(item, x: x, y: area.y, style: index == 0 ? theme.focusedLabel : theme.statusBar)
    }
  }

  /// Rows of the toolbar at the keyboard's top (0 without one); draws it.
  func drawToolbar(
    _ world: World, layout: ScreenLayout, _ geometry: Geometry, _ screen: inout CellGrid
  ) -> Int {
    let rows = toolbarRows(world, layout: layout, geometry)
    guard rows > 0, geometry.keyboardTop < geometry.height else { return rows }
    let area = CellRect(
      x: 0, y: geometry.keyboardTop, width: geometry.width,
      height: min(rows, geometry.height - geometry.keyboardTop))
    screen.fill(area, style: theme.predictive)
    let row = area.y + (area.height - 1) / 2
    for (button, x) in toolbarColumns(width: geometry.width) {
      screen.put(toolbarLabel(button), x: x, y: row, style: theme.specialKey)
    }
    return rows
  }

  func toolbarRows(_ world: World, layout: ScreenLayout, _ geometry: Geometry) -> Int {
    guard world.accessoryHeight > 0 else { return 0 }
    return min(geometry.keyboardRows, max(1, layout.row(atEdge: world.accessoryHeight)))
  }

  /// Where each button's label starts: Prev and Next on the left, Done on the right.
  func toolbarColumns(width: Int) -> [(ToolbarButton, Int)] {
    let previous = 1
    let next = previous + DisplayWidth.of(toolbarLabel(.previous)) + 2
    let done = width - DisplayWidth.of(toolbarLabel(.done)) - 1
    return [(.previous, previous), (.next, next), (.done, max(next + 7, done))]
  }

  func toolbarHit(
    _ world: World, layout: ScreenLayout, _ geometry: Geometry, column: Int, row: Int
  ) -> DeviceHit? {
    let rows = toolbarRows(world, layout: layout, geometry)
    guard rows > 0, row < geometry.keyboardTop + rows else { return nil }
    for (button, x) in toolbarColumns(width: geometry.width).reversed()
    where column >= x - 1 && column <= x + DisplayWidth.of(toolbarLabel(button)) {
      return .toolbar(button)
    }
    return .keyboard
  }

  /// Whether a cell shows a bar or the backdrop around a sheet rather than the form.
  func isChrome(_ world: World, layout: ScreenLayout, column: Int, row: Int) -> Bool {
    guard !world.layout.chrome.isPlain else { return false }
    let geometry = world.chromeGeometry
    let state = world.presentation
    let root = geometry.root.offsetBy(dx: state.rootTransform.tx, dy: state.rootTransform.ty)
    let visible = cells(
      root.intersection(geometry.root) ?? .zero, layout: layout, width: layout.screen.width,
      height: layout.screen.height)
    // A captured root view runs under the bars, which are drawn over it.
    for bar in [geometry.navigationBar, geometry.tabBar].compactMap({ $0 }) {
      let area = cells(
        bar, layout: layout, width: layout.screen.width, height: layout.screen.height)
      if area.contains(column: column, row: row) { return true }
    }
    return !visible.contains(column: column, row: row)
  }
}
