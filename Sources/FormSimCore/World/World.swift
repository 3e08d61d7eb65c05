/// The simulated UIKit world: a window, a root view, a scroll view with its content view and
/// fields, a status bar and a software keyboard — at one simulated instant.
///
/// Strategies see only this type's model API, as UIKit code sees only model values: reads give
/// the last value assigned, writes inside `animate` start an animation of the presentation value.
/// The event order (who is told what, when) lives in `Simulator`.
public struct World: Sendable {
  /// The device and the layout: they never change for a world, so they are shared (see
  /// `Shared`).
  private struct Fixed: Sendable {
    let device: DeviceProfile
    let layout: Layout
  }

  private let fixed: Shared<Fixed>
  @inline(__always)
  public var device: DeviceProfile { fixed.value.device }
  public private(set) var orientation: Orientation
  public private(set) var era: IOSEra
  public private(set) var predictive: Bool
  @inline(__always)
  public var layout: Layout { fixed.value.layout }
  /// Simulated seconds since the run started.
  public internal(set) var time: Double = 0
  public internal(set) var fields: [Field]
  /// The first responder (0-based), if any.
  public internal(set) var focusedIndex: Int?
  /// Whether the software keyboard is up (its model state; it may still be sliding).
  public internal(set) var keyboardShown = false
  /// How many user drags have moved the content: lets a strategy tell whether the user scrolled.
  public internal(set) var userScrollCount = 0
  /// Whether the emoji keyboard is up instead of the letters: it has its own height.
  public internal(set) var emojiKeyboard = false
  /// Docked, undocked, split or floating (iPad).
  public internal(set) var keyboardPlacement = KeyboardPlacement.docked
  /// Whether a hardware keyboard is attached: the software keyboard gives way to the iPad's
  /// shortcuts bar (`showsShortcutsBarOnly`) or, elsewhere, to the first responder's input
  /// accessory alone (`showsAccessoryOnly`).
  public internal(set) var hardwareKeyboardAttached = false
  /// Where the user moved the floating keyboard, if they did.
  public internal(set) var floatingKeyboardOrigin: Point?
  /// The height of the input accessory riding on the keyboard: the last first responder's (UIKit
  /// keeps it on the keyboard while it slides away).
  public internal(set) var accessoryHeight = 0.0
  /// Where the bars, the sheet and the root view are, for the current orientation.
  public private(set) var chromeGeometry: ChromeGeometry

  public var contentInset = EdgeInsets.zero
  public var scrollIndicatorInsets = EdgeInsets.zero
  /// The view controller's `additionalSafeAreaInsets`: the root view's safe area grows by them,
  /// and a scroll view that adjusts for the safe area adds their top and bottom to its insets.
  public var additionalSafeAreaInsets = EdgeInsets.zero
  /// The scroll view's `contentInsetAdjustmentBehavior` (a strategy's `viewSetup` may set it).
  public private(set) var contentInsetAdjustment = ContentInsetAdjustment.automatic
  /// The text input that draws the fields (a strategy's `viewSetup` may set it): where the
  /// reports put the caret.
  public internal(set) var textInput = TextInputLayout.uiKit

  private var offset = Animated(Point.zero)
  private var height: Animated<Double>
  private var transform = Animated(Translation.identity)
  private var contentShift = Animated(Translation.identity)
  private var bottomLift = Animated(0.0)
  private var keyboard: Animated<Rect>
  private var transaction: AnimationTiming?
  /// Blocks strategies asked to run later, by due time: the simulator fires them in order.
  var timers: [(time: Double, id: Int)] = []
  /// What an interpreted handler said since the simulator last looked (`note`), oldest first.
  var notes: [WorldEvent.Kind] = []
  /// Whether `note` keeps anything: off when nobody reads the event log (`check`).
  public internal(set) var keepsNotes = true
  /// Whether `handlerCrash` is the handler's stop at code FormSim cannot run, not the app's own
  /// crash: `check` then reports the handler as bad input, not the layout as failing. A flag
  /// beside the other one rather than a second string, since the world is copied at every step.
  public internal(set) var handlerCrashIsStop = false
  /// The first crash of an interpreted handler, for `check`: the app would have died there.
  public internal(set) var handlerCrash: String?

  public init(
    layout: Layout, device: DeviceProfile, orientation: Orientation = .portrait,
    era: IOSEra? = nil, predictive: Bool? = nil
  ) {
    fixed = Shared(Fixed(device: device, layout: layout))
    self.orientation = orientation
    self.era = era ?? device.era
    // A device without the bar never shows it, whatever the settings ask.
    self.predictive = (predictive ?? device.predictiveByDefault) && device.predictiveBar > 0
    let geometry = ChromeGeometry(
      chrome: layout.chrome, device: device, orientation: orientation, era: self.era,
      captured: layout.captured)
    chromeGeometry = geometry
    fields = layout.fields(
      windowWidth: geometry.root.width, sideInset: device.sideSafeArea(orientation))
    height = Animated(layout.contentHeight(of: fields))
    keyboard = Animated(Rect.zero)
    keyboard.set(hiddenKeyboardFrame, at: 0, animation: nil)
    // A scroll view that adds the safe area rests scrolled to the top of its adjusted inset.
    // A screen captured from a running app starts where it was scrolled to.
    offset = Animated(
      Self.restingOffset(automaticInset: Self.automaticInset(device, orientation, geometry), layout)
    )
  }

  // MARK: Geometry UIKit code can read

  /// The window's bounds in the current orientation.
  @inline(__always)
  public var windowBounds: Rect {
    Rect(origin: .zero, size: device.screenSize(orientation))
  }

  @inline(__always)
  public var statusBarHeight: Double { device.statusBar(orientation) }

  /// `UIScreen.applicationFrame`: the screen less the status bar, in the era's coordinates —
  /// fixed to the portrait screen before iOS 8, so in landscape its *width* is the tall side.
  public var applicationFrame: Rect {
    let bar = statusBarHeight
    let window = windowBounds
    if era.usesPortraitScreenCoordinates && orientation == .landscape {
      return Rect(x: bar, y: 0, width: window.height - bar, height: window.width)
    }
    return Rect(x: 0, y: bar, width: window.width, height: window.height - bar)
  }

  /// The root view's frame in the window (its transform applied): the window, or the space
  /// between the bars of its container controllers.
  public var rootViewFrame: Rect {
    chromeGeometry.root.offsetBy(dx: transform.model.tx, dy: transform.model.ty)
  }

  /// The scroll view's frame in the root view: it fills it, less what a bottom constraint or a
  /// shorter root view lifts its bottom edge by (`scrollViewBottomLift`).
  public var scrollViewFrame: Rect {
    let size = chromeGeometry.root.size
    return Rect(
      x: 0, y: 0, width: size.width, height: max(0, size.height - bottomLift.model))
  }

  /// How far above the root view's bottom the scroll view's bottom edge sits: a constraint's
  /// constant, or the height a handler took from the root view's frame. Set inside `animate` it
  /// moves over the animation, as a layout pass inside an animation block does.
  public var scrollViewBottomLift: Double {
    get { bottomLift.model }
    set { bottomLift.set(newValue, at: time, animation: transaction) }
  }

  /// A line for the event log from an interpreted handler (`.handler`) or its crash (`.crash`).
  public mutating func note(_ kind: WorldEvent.Kind) {
    // A crash is always kept: `simulate` reports it even without `--frames`.
    if case .crash(let message) = kind {
      if handlerCrash == nil { handlerCrash = message }
      notes.append(kind)
    } else if keepsNotes {
      notes.append(kind)
    }
  }

  /// A handler's stop at code FormSim cannot run: logged as its crash is, and marked as a stop
  /// when it is the run's first.
  public mutating func noteStop(_ message: String) {
    if handlerCrash == nil { handlerCrashIsStop = true }
    note(.crash(message))
  }

  /// The keyboard's height in the current orientation and predictive-bar state.
  @inline(__always)
  public var keyboardHeight: Double {
    if emojiKeyboard { return device.emojiKeyboardHeight(orientation) }
    return device.keyboardHeight(orientation, predictive: predictive)
  }

  /// Where the keyboard sits when shown, in window coordinates, its input accessory included
  /// (as UIKit's notification frames include it).
  @inline(__always)
  public var shownKeyboardFrame: Rect {
    hardwareKeyboardAttached ? hardwareKeyboardFrame : keyboardFrame(placedAt: keyboardPlacement)
  }

  /// Where the keyboard waits when hidden, in window coordinates: just below the window.
  @inline(__always)
  public var hiddenKeyboardFrame: Rect {
    let docked = dockedKeyboardFrame
    return docked.offsetBy(dx: 0, dy: docked.height)
  }

  /// A field's frame in its superview (the content view).
  public func fieldFrame(_ index: Int) -> Rect { fields[index].frame }

  /// `convert(_:from:to:)` through frames, the scroll offset and the root and content views'
  /// translations (model values).
  @inline(__always)
  public func convert(_ rect: Rect, from source: ViewID, to destination: ViewID) -> Rect {
    let state = model
    func toWindow(_ r: Rect, from view: ViewID) -> Rect {
      switch view {
      case .window: r
      case .rootView:
        r.offsetBy(
          dx: state.scrollFrame.minX + state.rootTransform.tx,
          dy: state.scrollFrame.minY + state.rootTransform.ty)
      case .scrollView: state.windowFrame(inScrollView: r)
      case .contentView: state.windowFrame(ofContent: r)
      }
    }
    func fromWindow(_ r: Rect, to view: ViewID) -> Rect {
      switch view {
      case .window: r
      case .rootView:
        r.offsetBy(
          dx: -state.scrollFrame.minX - state.rootTransform.tx,
          dy: -state.scrollFrame.minY - state.rootTransform.ty)
      case .scrollView:
        r.offsetBy(
          dx: state.contentOffset.x - state.scrollFrame.minX - state.rootTransform.tx,
          dy: state.contentOffset.y - state.scrollFrame.minY - state.rootTransform.ty)
      case .contentView:
        fromWindow(r, to: .scrollView).offsetBy(
          dx: -state.contentTranslation.tx, dy: -state.contentTranslation.ty)
      }
    }
    return fromWindow(toWindow(rect, from: source), to: destination)
  }

  /// A window rectangle in the coordinates keyboard notifications use in this era.
  ///
  /// Before iOS 8 they were fixed to the portrait screen: in landscape a window point (x, y) is
  /// the screen point (windowHeight − y, x), so the keyboard comes out tall and narrow.
  @inline(__always)
  public func notificationFrame(fromWindow rect: Rect) -> Rect {
    guard era.usesPortraitScreenCoordinates && orientation == .landscape else { return rect }
    let windowHeight = windowBounds.height
    return Rect(
      x: windowHeight - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
  }

  /// The inverse of `notificationFrame(fromWindow:)`: what a careful strategy converts back.
  @inline(__always)
  public func windowFrame(fromNotification rect: Rect) -> Rect {
    guard era.usesPortraitScreenCoordinates && orientation == .landscape else { return rect }
    let windowHeight = windowBounds.height
    return Rect(
      x: rect.minY, y: windowHeight - rect.maxX, width: rect.height, height: rect.width)
  }

  // MARK: Model properties

  public var contentOffset: Point {
    get { offset.model }
    set { offset.set(newValue, at: time, animation: transaction) }
  }

  /// The content view's height constant (the seeds' height constraint); `contentSize.height`.
  public var contentHeight: Double {
    get { height.model }
    set { height.set(newValue, at: time, animation: transaction) }
  }

  /// `heightConstraint.constant = value`: Auto Layout applies a constraint at the next layout
  /// pass, so changed inside `UIView.animate` without `layoutIfNeeded()` the content size jumps
  /// there; it does not animate.
  public mutating func setContentHeightConstraint(_ value: Double) {
    height.set(value, at: time, animation: nil)
  }

  /// The part of `adjustedContentInset` the scroll view adds by itself (the safe area, where the
  /// device adjusts for it and the scroll view's `contentInsetAdjustmentBehavior` lets it):
  /// UIKit's `adjustedContentInset − contentInset`.
  @inline(__always)
  public var automaticContentInset: EdgeInsets {
    guard contentInsetAdjustment == .automatic else { return .zero }
    var insets = Self.automaticInset(device, orientation, chromeGeometry)
    insets.top += additionalSafeAreaInsets.top
    insets.bottom += additionalSafeAreaInsets.bottom
    // A scroll view lifted off the bottom no longer overlaps the home indicator's safe area; one
    // that reaches past the window's bottom has that part outside it too, unless the root view
    // grew downwards as far as it moved up (`frame.origin.y -= 80; frame.size.height += 80`),
    // which keeps its bottom at the window's. A system without safe areas adds nothing for it.
    if bottomLift.model != 0 {
      var below = -bottomLift.model
      if below > 0 {
        below =
          device.adjustsContentInsetForSafeArea ? max(0, below + min(0, transform.model.ty)) : 0
      }
      insets.bottom = max(0, insets.bottom + below)
    }
    return insets
  }

  /// Where a scroll view at rest sits: at the top of its adjusted inset, or as far past it as a
  /// captured screen was scrolled (`scrolledBy`).
  static func restingOffset(automaticInset: EdgeInsets, _ layout: Layout) -> Point {
    Point(x: 0, y: -automaticInset.top + (layout.scrolledBy ?? 0))
  }

  /// Sets the scroll view's `contentInsetAdjustmentBehavior` before anything happens: a scroll
  /// view at rest sits at the top of its adjusted inset, so the offset follows.
  public mutating func setContentInsetAdjustment(_ behavior: ContentInsetAdjustment) {
    guard behavior != contentInsetAdjustment else { return }
    contentInsetAdjustment = behavior
    offset = Animated(Self.restingOffset(automaticInset: automaticContentInset, layout))
  }

  public var contentSize: Size { Size(width: chromeGeometry.root.width, height: contentHeight) }

  public var rootTransform: Translation {
    get { transform.model }
    set { transform.set(newValue, at: time, animation: transaction) }
  }

  /// How far a handler moved the content view inside the scroll view (its `transform`, or its
  /// frame's origin): every field moves with it, the scroll view still clips them, and the
  /// offset and the range a drag reaches stay as they were.
  public var contentTranslation: Translation {
    get { contentShift.model }
    set { contentShift.set(newValue, at: time, animation: transaction) }
  }

  /// The keyboard's model frame in window coordinates.
  public var keyboardFrame: Rect { keyboard.model }

  /// `UIView.animate(withDuration:animations:)`: model values change now, presentation values
  /// follow over `timing`.
  public mutating func animate(_ timing: AnimationTiming, _ changes: (inout World) -> Void) {
    let outer = transaction
    transaction = timing
    changes(&self)
    transaction = outer
  }

  /// `setContentOffset(_:animated:)`: animated over 0.3 s ease-in-out, never clamped.
  public mutating func setContentOffset(_ point: Point, animated: Bool) {
    if animated {
      animate(.seed) { $0.contentOffset = point }
    } else {
      let outer = transaction
      transaction = nil
      contentOffset = point
      transaction = outer
    }
  }

  /// `dispatch_after` / a post-frame callback: `timerFired(id)` is called on the strategy once
  /// `delay` simulated seconds have passed.
  public mutating func schedule(after delay: Double, id: Int) {
    timers.append((time + max(0, delay), id))
  }

  // MARK: State snapshots

  /// The values code sees.
  @inline(__always)
  public var model: ViewState { state(presentation: false) }

  /// The values on screen now.
  @inline(__always)
  public var presentation: ViewState { state(presentation: true) }

  @inline(__always)
  private func state(presentation: Bool) -> ViewState {
    ViewState(
      windowSize: windowBounds.size, statusBar: statusBarHeight,
      contentOffset: presentation ? offset.presentation(at: time) : offset.model,
      contentInset: contentInset, automaticInset: automaticContentInset,
      scrollIndicatorInsets: scrollIndicatorInsets,
      contentHeight: presentation ? height.presentation(at: time) : height.model,
      rootTransform: presentation ? transform.presentation(at: time) : transform.model,
      contentTranslation: presentation
        ? contentShift.presentation(at: time) : contentShift.model,
      keyboardFrame: presentation ? keyboard.presentation(at: time) : keyboard.model,
      chromeFrame: chromeGeometry.root, barBand: chromeGeometry.uncoveredByBars,
      keyboardDocked: keyboardIsDocked,
      bottomLift: presentation ? bottomLift.presentation(at: time) : bottomLift.model)
  }

  /// Whether any presentation value is still moving.
  @inline(__always)
  public var isAnimating: Bool {
    offset.isAnimating(at: time) || height.isAnimating(at: time)
      || transform.isAnimating(at: time) || keyboard.isAnimating(at: time)
      || bottomLift.isAnimating(at: time) || contentShift.isAnimating(at: time)
  }

  /// Where the content's y = 0 is on screen now: the root view's and the content view's presented
  /// translations less the presented scroll offset. `presentation` computes every animated value; code that follows
  /// one field frame by frame (`check`) needs only this.
  @inline(__always)
  public var presentationContentTop: Double {
    transform.presentation(at: time).ty + contentShift.presentation(at: time).ty
      - offset.presentation(at: time).y
  }

  /// Whether the keyboard's presentation frame is still sliding.
  @inline(__always)
  var keyboardIsSliding: Bool { keyboard.isAnimating(at: time) }

  /// The keyboard's frame on screen now, in window coordinates.
  @inline(__always)
  var presentationKeyboardFrame: Rect { keyboard.presentation(at: time) }

  /// When the last running animation ends, if any runs (`max()` of the four, without an array:
  /// `check` asks on every step).
  @inline(__always)
  var animationEndTime: Double? {
    /// `Sequence.max()`'s step: the later of the two, the first one on a tie.
    func later(_ result: Double?, _ element: Double?) -> Double? {
      guard let element else { return result }
      guard let result else { return element }
      return result < element ? element : result
    }
    return later(
      later(later(later(offset.endTime, height.endTime), transform.endTime), keyboard.endTime),
      later(bottomLift.endTime, contentShift.endTime))
  }

  // MARK: Changes the simulator makes (the user, the system)

  /// Moves the keyboard to its shown or hidden frame.
  mutating func moveKeyboard(shown: Bool, timing: AnimationTiming?) {
    keyboardShown = shown
    keyboard.set(shown ? shownKeyboardFrame : hiddenKeyboardFrame, at: time, animation: timing)
  }

  /// Puts the keyboard at `frame` without changing whether it counts as shown (a finger
  /// dragging it).
  mutating func placeKeyboard(_ frame: Rect, timing: AnimationTiming?) {
    keyboard.set(frame, at: time, animation: timing)
  }

  /// A user drag by `dy`: stops any offset animation where it is, then clamps as UIKit does.
  mutating func userScroll(by dy: Double) {
    let current = offset.presentation(at: time)
    let range = model.userScrollRange
    let target = min(range.upperBound, max(range.lowerBound, current.y + dy))
    offset.set(Point(x: current.x, y: target), at: time, animation: nil)
    userScrollCount += 1
  }

  /// Turns the device; fields without a fixed frame follow the new width.
  mutating func rotate() {
    orientation = orientation.toggled
    relayout()
  }

  mutating func setPredictive(_ on: Bool) { predictive = on && hasPredictiveBar }

  /// Moves a hidden keyboard that has stopped to the hidden frame for its current height.
  mutating func resetHiddenKeyboard() {
    guard !keyboardShown, !keyboard.isAnimating(at: time) else { return }
    keyboard.set(hiddenKeyboardFrame, at: time, animation: nil)
  }

  /// Lays the fields out again for the current window width, keeping what was typed.
  private mutating func relayout() {
    chromeGeometry = ChromeGeometry(
      chrome: layout.chrome, device: device, orientation: orientation, era: era,
      captured: layout.captured)
    let width = chromeGeometry.root.width
    let resolved = layout.fields(windowWidth: width, sideInset: device.sideSafeArea(orientation))
    let grownBefore = textGrowth
    for index in fields.indices {
      fields[index].frame = resolved[index].frame
      fields[index].cell = resolved[index].cell
    }
    // The new width may wrap a growing text view's text onto more or fewer lines.
    for index in fields.indices { fitTextView(index, adjustingContent: false) }
    let change = textGrowth - grownBefore
    if change != 0 { setContentHeightConstraint(contentHeight + change) }
  }

  /// Lets simulated time pass, dropping animations that have ended.
  mutating func advanceClock(to newTime: Double) {
    time = max(time, newTime)
    offset.settle(at: time)
    height.settle(at: time)
    transform.settle(at: time)
    keyboard.settle(at: time)
    bottomLift.settle(at: time)
    contentShift.settle(at: time)
  }
}
