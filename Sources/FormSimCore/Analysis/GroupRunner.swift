/// Checks the fields of one group: holds the simulator at rest (the layout resolved once) and the
/// form's extent, and runs the two focus scenarios for each field from copies of it.
struct GroupRunner: Sendable {
  let group: LayoutCheckGroup
  let base: Simulator
  let extent: ContentExtent
  let restOffset: Point
  let restTransform: Translation

  init(group: LayoutCheckGroup, settings: SimulationSettings, layout: Layout) {
    var settings = settings
    settings.layout = layout
    settings.device = group.device
    settings.orientation = group.orientation
    settings.strategy = group.strategy
    var base = Simulator(settings: settings)
    base.recordsEvents = false
    self.group = group
    self.base = base
    extent = ContentExtent(fields: base.world.fields)
    let rest = base.world.model
    restOffset = rest.contentOffset
    restTransform = rest.rootTransform
  }

  /// The checks of the fields in `range` (0-based), in order.
  func check(_ range: Range<Int>) -> [FieldCheck] {
    range.map { index in
      var simulator = base
      let fromRest = focus(index, in: &simulator)
      var fromPrevious: FocusResult?
      if index > 0 {
        simulator = base
        simulator.focus(index - 1)
        simulator.settleQuickly()
        fromPrevious = focus(index, in: &simulator)
      }
      return FieldCheck(
        device: group.device.name, orientation: group.orientation, strategy: group.strategy,
        field: index + 1, fromRest: fromRest, fromPrevious: fromPrevious)
    }
  }

  /// Focuses field `index`, watching every frame until it settles, then dismisses.
  private func focus(_ index: Int, in simulator: inout Simulator) -> FocusResult {
    let frame = simulator.world.fields[index].frame
    let before = simulator.world.presentation
    let statusBar = before.statusBar
    var lastY = before.windowFrame(ofContent: frame).minY
    var largestJump = 0.0
    var pushed = false
    simulator.focus(index)
    simulator.settle { running in
      let y = frame.minY + running.world.presentationContentTop
      largestJump = max(largestJump, abs(y - lastY))
      lastY = y
      if y < statusBar - 1e-9 { pushed = true }
    }
    let settled = simulator.world.model
    let inWindow = settled.windowFrame(ofContent: frame)
    let visibleFraction = settled.visibleFraction(of: inWindow)
    let gap = settled.gapToKeyboard(of: inWindow)
    let reachable = extent.isReachable(in: settled)
    simulator.dismiss()
    simulator.settleQuickly()
    let after = simulator.world.model
    let restores =
      abs(after.contentOffset.x - restOffset.x) <= 0.5
      && abs(after.contentOffset.y - restOffset.y) <= 0.5
      && abs(after.rootTransform.tx - restTransform.tx) <= 0.5
      && abs(after.rootTransform.ty - restTransform.ty) <= 0.5
    return FocusResult(
      visibleFraction: visibleFraction, gapToKeyboard: gap, pushedAboveStatusBar: pushed,
      othersReachable: reachable, restoresOffset: restores, largestJump: largestJump,
      leavesWindowSides: inWindow.minX < -1e-9 || inWindow.maxX > settled.windowSize.width + 1e-9)
  }
}
