/// Checks the fields of one group: holds the simulator at rest (the layout resolved once) and the
/// form's extent, and runs the two focus scenarios for each field from copies of it.
///
/// The per-frame path is what `check`'s time is made of (hundreds of thousands of focus runs in
/// `formsim-bench`): keep World reads inlined and allocation-free there, and measure with
/// `formsim-bench --only check` before and after a change.
struct GroupRunner: Sendable {
  let group: LayoutCheckGroup
  private(set) var base: Simulator
  let extent: ContentExtent
  let restOffset: Point
  let restTransform: Translation
  let restContent: Translation
  /// What is on screen at rest, before any field is focused.
  let restState: ViewState

  /// The settings of `group`'s runs: `settings` with its layout, device, orientation and
  /// strategy.
  static func settings(
    of group: LayoutCheckGroup, _ settings: SimulationSettings, layout: Layout
  ) -> SimulationSettings {
    var settings = settings
    settings.layout = layout
    settings.device = group.device
    settings.orientation = group.orientation
    settings.strategy = group.strategy
    return settings
  }

  /// `restingWorld` is `Simulator.restingWorld(for:)` of the group's settings, which groups of
  /// one device and orientation share.
  init(
    group: LayoutCheckGroup, settings: SimulationSettings, layout: Layout, restingWorld: World
  ) {
    let settings = Self.settings(of: group, settings, layout: layout)
    var base = Simulator(settings: settings, restingWorld: restingWorld)
    base.recordsEvents = false
    self.group = group
    self.base = base
    extent = ContentExtent(fields: base.world.fields)
    let rest = base.world.model
    restOffset = rest.contentOffset
    restTransform = rest.rootTransform
    restContent = rest.contentTranslation
    restState = base.world.presentation
  }

  /// The same runner with a strategy that shares no object with this one's but the thread's
  /// `copies`, for another thread (`KeyboardAvoidanceStrategy.unshared`).
  func unshared(copies: ThreadCopies) -> GroupRunner {
    var copy = self
    copy.base.unshareStrategy(copies: copies)
    return copy
  }

  /// The checks of the fields in `range` (0-based), in order, initialised at `output` (room
  /// for `range.count` of them): written where the report keeps them, never copied.
  ///
  /// Focusing field i from rest and the setup of field i + 1's run from the previous field both
  /// start with "focus field i at rest": it is done once and copied, and the copy that settles
  /// becomes the next field's starting point. Two simulator copies per field, no more: a copy
  /// costs as much as a short focus run.
  func check(_ range: Range<Int>, into output: UnsafeMutablePointer<FieldCheck>) {
    // Field `index - 1` focused from rest and settled, once there is one: where the toolbar's
    // "next" starts.
    var previous = base
    var hasPrevious = false
    if let first = range.first, first > 0 {
      previous.focus(first - 1)
      previous.settleQuickly()
      hasPrevious = true
    }
    for index in range {
      let frame = base.world.fields[index].frame
      var focused = base
      focused.focus(index)
      var simulator = focused
      let fromRest = follow(from: Start(frame: frame, before: restState), in: &simulator)
      var fromPrevious: FocusResult?
      if hasPrevious {
        let start = Start(frame: frame, before: previous.world.presentation)
        previous.focus(index)
        fromPrevious = follow(from: start, in: &previous)
      }
      if index + 1 < range.upperBound {
        focused.settleQuickly()
        previous = consume focused
        hasPrevious = true
      }
      (output + (index - range.lowerBound)).initialize(
        to: FieldCheck(
          device: group.device.name, orientation: group.orientation, strategy: group.strategy,
          field: index + 1, fromRest: fromRest, fromPrevious: fromPrevious))
    }
  }

  /// What `follow` needs from the moment before a field is focused.
  private struct Start {
    var frame: Rect
    var statusBar: Double
    var y: Double

    /// `frame` is the field's frame in the content view; `before` the presentation state just
    /// before the focus.
    init(frame: Rect, before: ViewState) {
      self.frame = frame
      statusBar = before.statusBar
      y = before.windowFrame(ofContent: frame).minY
    }
  }

  /// Watches the field `start` measured, just focused, every frame until it settles, then
  /// dismisses.
  private func follow(from start: Start, in simulator: inout Simulator) -> FocusResult {
    let frame = start.frame
    let statusBar = start.statusBar
    var lastY = start.y
    var largestJump = 0.0
    var pushed = false
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
      && abs(after.contentTranslation.tx - restContent.tx) <= 0.5
      && abs(after.contentTranslation.ty - restContent.ty) <= 0.5
    var result = FocusResult(
      visibleFraction: visibleFraction, gapToKeyboard: gap, pushedAboveStatusBar: pushed,
      othersReachable: reachable, restoresOffset: restores, largestJump: largestJump,
      leavesWindowSides: inWindow.minX < -1e-9 || inWindow.maxX > settled.windowSize.width + 1e-9)
    result.crash = simulator.world.handlerCrash
    result.crashIsStop = simulator.world.handlerCrashIsStop
    return result
  }
}
