/// Runs one form under one strategy: turns user actions into UIKit's delegate calls and keyboard
/// notifications, in UIKit's order, and lets simulated time pass.
///
/// Time only moves when `advance` is called, so tests, headless commands and the interactive app
/// (which advances by the real clock) all see the same sequence of states.
public struct Simulator: Sendable {
  public internal(set) var world: World
  public internal(set) var strategy: any KeyboardAvoidanceStrategy
  /// Fixed for the simulator's life, so shared (see `Shared`).
  private let sharedSettings: Shared<SimulationSettings>
  @inline(__always)
  public var settings: SimulationSettings { sharedSettings.value }
  public internal(set) var hardwareKeyboard: Bool
  /// Whether delivered events are kept for `takeEvents()` (off for bulk analysis).
  public var recordsEvents = true {
    didSet { world.keepsNotes = recordsEvents }
  }
  private var recorded: [WorldEvent] = []
  /// Notifications waiting for their time (did-show and did-hide at the end of a slide).
  var scheduled: [(time: Double, notification: KeyboardNotification)] = []
  /// Whether the strategy wants `keyboardDidMove` on every frame of a slide.
  private var followsKeyboardFrames: Bool
  /// The drag under way between a mouse press and its release.
  var activeDrag: ActiveDrag?
  /// The keyboard overlap a table-view controller last added to its table's bottom inset
  /// (`Simulator+TableViewController`).
  var tableKeyboardAdjustment = 0.0

  /// A simulator at rest: nothing focused, keyboard hidden, offset zero.
  public init(settings: SimulationSettings) {
    self.init(settings: settings, restingWorld: Self.restingWorld(for: settings))
  }

  /// The world at rest that `settings` describe: it does not depend on the strategy, so `check`
  /// lays a form out once per device and orientation and shares it among the strategies.
  static func restingWorld(for settings: SimulationSettings) -> World {
    World(
      layout: settings.layout, device: settings.device, orientation: settings.orientation,
      era: settings.era, predictive: settings.predictive)
  }

  /// A simulator at rest on `restingWorld`, which `restingWorld(for: settings)` made.
  init(settings: SimulationSettings, restingWorld: World) {
    sharedSettings = Shared(settings)
    world = restingWorld
    guard let strategy = StrategyCatalog.make(settings.strategy, options: settings.strategyOptions)
    else {
      // Every name users give is checked against the catalogue where it is read (the command
      // line); one that reaches here unchecked is a mistake in FormSim, not in the input.
      preconditionFailure("unknown strategy '\(settings.strategy)'; see StrategyCatalog.names")
    }
    self.strategy = strategy
    world.apply(strategy.viewSetup)
    followsKeyboardFrames = Swift.type(of: strategy).followsKeyboardFrames
    hardwareKeyboard = settings.hardwareKeyboard
    world.hardwareKeyboardAttached = hardwareKeyboard
    self.strategy.viewDidLoad(in: &world)
  }

  public var time: Double { world.time }
  public var focusedIndex: Int? { world.focusedIndex }
  public var fieldCount: Int { world.fields.count }

  /// Nothing is moving and no notification is waiting to be delivered.
  public var isSettled: Bool { scheduled.isEmpty && world.timers.isEmpty && !world.isAnimating }

  /// The events delivered since the last call, oldest first.
  public mutating func takeEvents() -> [WorldEvent] {
    takeNotes()
    defer { recorded.removeAll(keepingCapacity: true) }
    return recorded
  }

  // MARK: User actions

  /// A tap on field `index` (0-based), its delegate calls and keyboard notifications in the
  /// order `EventOrder` gives.
  public mutating func focus(_ index: Int) {
    guard world.fields.indices.contains(index), index != world.focusedIndex else { return }
    let previous = world.focusedIndex
    let action: EventOrder.Action = previous == nil ? .focus : .refocus
    for step in EventOrder.steps(action, era: world.era, kind: world.fields[index].kind) {
      switch step {
      case .shouldBeginEditing:
        let allowed = strategy.shouldBeginEditing(field: index, in: &world)
        record(.shouldBeginEditing(field: index, allowed: allowed))
        guard allowed else { return }
        // Then the field that has focus is asked to give it up.
        if let previous, !mayEndEditing(previous) { return }
        // The old field resigns: no field is first responder while it is told.
        world.focusedIndex = nil
      case .didEndEditing:
        if let previous { endEditing(previous) }
      case .didBeginEditing:
        world.focusedIndex = index
        record(.didBeginEditing(field: index))
        strategy.didBeginEditing(field: index, in: &world)
      case .keyboard:
        // The new field is the first responder when the keyboard is told, whoever is first.
        world.focusedIndex = index
        if hardwareKeyboardHidesEverything(for: index) {
          // The last field's accessory goes, and nothing comes in its place.
          if world.keyboardShown { hideKeyboard() }
          break
        }
        if world.keyboardShown {
          if !changeAccessory(to: index) { announceFocusChange() }
        } else {
          world.takeAccessory(of: index)
          showKeyboard()
        }
      }
    }
    scrollFirstResponderIntoBounds()
  }

  /// Whether field `index` may resign: its delegate's `shouldEndEditing`, when it implements
  /// one, logged with its answer.
  private mutating func mayEndEditing(_ index: Int) -> Bool {
    guard let allowed = strategy.shouldEndEditing(field: index, in: &world) else { return true }
    record(.shouldEndEditing(field: index, allowed: allowed))
    return allowed
  }

  /// `didEndEditing` of field `index`, which no longer has focus.
  private mutating func endEditing(_ index: Int) {
    record(.didEndEditing(field: index))
    strategy.didEndEditing(field: index, in: &world)
  }

  /// The toolbar's next / previous buttons.
  public mutating func focusNext() {
    guard let index = world.focusedIndex else { return focus(0) }
    if index + 1 < world.fields.count { focus(index + 1) }
  }

  public mutating func focusPrevious() {
    guard let index = world.focusedIndex else { return focus(world.fields.count - 1) }
    if index > 0 { focus(index - 1) }
  }

  /// Resigns the first responder (Esc, the toolbar's Done): the field is no longer first
  /// responder, then the keyboard and the delegate are told in the order `EventOrder` gives.
  /// With nothing focused but the keyboard up (left by a tap outside a form sheet), it is the
  /// keyboard's own dismiss key: the keyboard goes.
  public mutating func dismiss() {
    guard let index = world.focusedIndex else {
      if world.keyboardShown { hideKeyboard() }
      return
    }
    guard mayEndEditing(index) else { return }
    world.focusedIndex = nil
    for step in EventOrder.steps(.dismiss, era: world.era, kind: world.fields[index].kind) {
      switch step {
      case .keyboard: if world.keyboardShown { hideKeyboard() }
      case .didEndEditing: endEditing(index)
      case .shouldBeginEditing, .didBeginEditing: break
      }
    }
  }

  /// A tap on the background: the view controller's `touchesBegan` (a tap-to-dismiss
  /// recogniser, or an interpreted handler's own code) resigns the first responder unless that
  /// code says otherwise. In an iPad form sheet the keyboard stays up
  /// (`disablesAutomaticKeyboardDismissal`, docs/uikit-behaviour.md, "Event order"): only
  /// `didEndEditing` is posted.
  public mutating func tapOutside() {
    guard let index = world.focusedIndex else {
      if !world.disablesAutomaticKeyboardDismissal { dismiss() }
      return
    }
    guard strategy.tappedOutside(in: &world) else { return }
    guard world.disablesAutomaticKeyboardDismissal else { return dismiss() }
    resignFirstResponder(index)
  }

  /// Field `index` stops being the first responder, and only its delegate is told: the
  /// keyboard stays (a form sheet's tap outside).
  private mutating func resignFirstResponder(_ index: Int) {
    guard mayEndEditing(index) else { return }
    world.focusedIndex = nil
    endEditing(index)
  }

  /// Return: a line break in a text view, the delegate's `shouldReturn` in a text field.
  public mutating func pressReturn() {
    guard let index = world.focusedIndex else { return }
    if world.fields[index].kind == .multiline {
      type("\n")
      return
    }
    record(.shouldReturn(field: index))
    switch strategy.shouldReturn(field: index, in: &world) {
    case .resign: dismiss()
    case .keep: break
    case .focusNext: index + 1 < world.fields.count ? focus(index + 1) : dismiss()
    case .focus(let next): focus(next)
    }
  }

  /// Types `text` at the caret of the focused field.
  public mutating func type(_ text: String) {
    guard let index = world.focusedIndex else { return }
    var field = world.fields[index]
    let caret = min(max(0, field.caret), field.text.count)
    let position = field.text.index(field.text.startIndex, offsetBy: caret)
    field.text.insert(contentsOf: text, at: position)
    field.caret = caret + text.count
    world.fields[index] = field
    world.fitTextView(index)
    selectionChanged(in: index)
  }

  /// Deletes the character before the caret.
  public mutating func deleteBackward() {
    guard let index = world.focusedIndex else { return }
    var field = world.fields[index]
    let caret = min(field.caret, field.text.count)
    guard caret > 0 else { return }
    let position = field.text.index(field.text.startIndex, offsetBy: caret - 1)
    field.text.remove(at: position)
    field.caret = caret - 1
    world.fields[index] = field
    world.fitTextView(index)
    selectionChanged(in: index)
  }

  /// Deletes the character after the caret.
  public mutating func deleteForward() {
    guard let index = world.focusedIndex else { return }
    var field = world.fields[index]
    let caret = min(field.caret, field.text.count)
    guard caret < field.text.count else { return }
    field.text.remove(at: field.text.index(field.text.startIndex, offsetBy: caret))
    world.fields[index] = field
    world.fitTextView(index)
    selectionChanged(in: index)
  }

  /// Moves the caret by `delta` characters.
  public mutating func moveCaret(by delta: Int) {
    guard let index = world.focusedIndex else { return }
    let count = world.fields[index].text.count
    world.fields[index].caret = min(count, max(0, world.fields[index].caret + delta))
    selectionChanged(in: index)
  }

  /// Home: the caret before the first character.
  public mutating func moveCaretToStart() {
    guard let index = world.focusedIndex else { return }
    world.fields[index].caret = 0
    selectionChanged(in: index)
  }

  /// End: the caret after the last character.
  public mutating func moveCaretToEnd() {
    guard let index = world.focusedIndex else { return }
    world.fields[index].caret = world.fields[index].text.count
    selectionChanged(in: index)
  }

  /// Replaces every field's text (restoring a form after a rebuild).
  public mutating func setTexts(_ texts: [String]) {
    for (index, text) in texts.enumerated() where world.fields.indices.contains(index) {
      world.fields[index].text = text
      world.fields[index].caret = text.count
      world.fitTextView(index)
    }
  }

  /// A user drag moving the content by `dy` points (clamped as a user scroll).
  public mutating func userScroll(by dy: Double) {
    world.userScroll(by: dy)
  }

  /// Turns the device. With the keyboard up, will/did-show are re-posted, old frame to new (from
  /// iOS 8; earlier eras hide and show it again, see `rotateHidingTheKeyboard`).
  public mutating func rotate() {
    if world.era.usesPortraitScreenCoordinates, world.keyboardShown {
      return rotateHidingTheKeyboard()
    }
    let oldFrame = world.notificationFrame(fromWindow: world.presentation.keyboardFrame)
    world.rotate()
    let shown = world.keyboardShown
    if shown {
      animateKeyboardToItsRotatedFrame(from: oldFrame)
    } else {
      world.moveKeyboard(shown: false, timing: nil)
    }
    scrollFirstResponderIntoBounds()
  }

  /// Shows or hides the predictive bar; with the keyboard up its height changes at once. A device
  /// without the bar (`World.hasPredictiveBar`) keeps its keyboard and posts nothing.
  public mutating func setPredictive(_ on: Bool) {
    guard world.hasPredictiveBar, on != world.predictive else { return }
    let oldFrame = world.notificationFrame(fromWindow: world.presentation.keyboardFrame)
    world.setPredictive(on)
    let shown = world.keyboardShown
    world.moveKeyboard(shown: shown, timing: nil)
    if shown { announceFrameChange(from: oldFrame, duration: 0) }
  }

  // MARK: Time

  /// Lets simulated time run to `target`, delivering scheduled notifications on the way.
  public mutating func advance(to target: Double) {
    let sliding = followsKeyboardFrames && world.keyboardIsSliding
    var moved = false
    while true {
      let notification = scheduled.indices.min { scheduled[$0].time < scheduled[$1].time }
      let timer = world.timers.indices.min { world.timers[$0].time < world.timers[$1].time }
      let notificationTime = notification.map { scheduled[$0].time } ?? .infinity
      let timerTime = timer.map { world.timers[$0].time } ?? .infinity
      guard min(notificationTime, timerTime) <= target + 1e-9 else { break }
      if let timer, timerTime < notificationTime {
        let (time, id) = world.timers.remove(at: timer)
        world.advanceClock(to: time)
        let frame = world.scrollViewFrame
        if id == Self.tableViewControllerTimer {
          adjustTable(for: nil)
        } else {
          strategy.timerFired(id, in: &world)
        }
        rescrollIfTheFrameChanged(from: frame)
      } else if let notification {
        let (time, posted) = scheduled.remove(at: notification)
        world.advanceClock(to: time)
        // The slide's last frame is drawn before the did- notification that ends it.
        if sliding, !moved {
          moved = true
          strategy.keyboardDidMove(world.presentationKeyboardFrame, in: &world)
        }
        deliver(posted)
      }
    }
    world.advanceClock(to: target)
    // A display link following the keyboard sees every frame of a slide, the last one included.
    if sliding, !moved { strategy.keyboardDidMove(world.presentationKeyboardFrame, in: &world) }
  }

  public mutating func advance(by seconds: Double) {
    advance(to: world.time + max(0, seconds))
  }

  /// Runs frame by frame (at the settings' frame rate) until nothing moves, calling `onFrame`
  /// after each frame. Gives up after `limit` simulated seconds, which only a pathological
  /// setting (a very long `--duration`) can reach.
  public mutating func settle(limit: Double = 120, onFrame: (Simulator) -> Void = { _ in }) {
    let start = world.time
    let interval = settings.frameInterval
    var frame = 0
    while !isSettled {
      frame += 1
      let target = start + Double(frame) * interval
      if target - start > limit { break }
      advance(to: target)
      onFrame(self)
    }
  }

  /// When the next notification or animation ends, if anything is pending.
  public var nextChangeTime: Double? {
    /// `Sequence.min()`'s step without the arrays (`check` asks on every step): the earlier of
    /// the two, the first one on a tie.
    func earlier(_ result: Double?, _ element: Double?) -> Double? {
      guard let element else { return result }
      guard let result else { return element }
      return element < result ? element : result
    }
    var next: Double?
    for entry in scheduled { next = earlier(next, entry.time) }
    var timer: Double?
    for entry in world.timers { timer = earlier(timer, entry.time) }
    let end = world.isAnimating ? world.animationEndTime : nil
    return earlier(earlier(next, timer), end)
  }

  // MARK: Keyboard sequences

  mutating func showKeyboard() { slideKeyboard(shown: true) }

  mutating func hideKeyboard() { slideKeyboard(shown: false) }

  /// Slides the keyboard in or out: will-show/will-hide now, did-show/did-hide once it stops. A
  /// slide that reverses another cancels the other's pending did- notification.
  mutating func slideKeyboard(shown: Bool) {
    let begin = world.presentationKeyboardFrame
    let timing = settings.keyboardTiming
    world.moveKeyboard(shown: shown, timing: timing)
    let end = shown ? world.shownKeyboardFrame : world.hiddenKeyboardFrame
    let reversed: KeyboardNotification.Name = shown ? .keyboardDidHide : .keyboardDidShow
    announceKeyboardMove(
      shown ? .keyboardWillShow : .keyboardWillHide,
      from: world.notificationFrame(fromWindow: begin),
      to: world.notificationFrame(fromWindow: end), timing: timing,
      superseding: { $0 == reversed || $0 == .keyboardDidChangeFrame })
  }

  /// What a focus change with the keyboard up posts, by era.
  private mutating func announceFocusChange() {
    // An undocked keyboard stays where it is: nothing is posted.
    guard world.keyboardIsDocked else { return }
    let frame = world.notificationFrame(fromWindow: world.keyboardFrame)
    let timing = settings.keyboardTiming
    func post(_ name: KeyboardNotification.Name) {
      deliver(
        KeyboardNotification(
          name: name, beginFrame: frame, endFrame: frame, duration: timing.duration,
          curve: timing.curve))
    }
    switch world.era {
    case .modern:
      post(.keyboardWillChangeFrame)
      post(.keyboardWillShow)
      post(.keyboardDidChangeFrame)
      post(.keyboardDidShow)
    case .ios7:
      break
    case .legacy:
      post(.keyboardWillHide)
      post(.keyboardDidHide)
      post(.keyboardWillShow)
      post(.keyboardDidShow)
    }
  }

  /// Rotation or a height change while shown: will-show and did-show (each after its
  /// change-frame notification), old frame to new.
  mutating func announceFrameChange(from oldFrame: Rect, duration: Double) {
    let newFrame = world.notificationFrame(fromWindow: world.keyboardFrame)
    var notification = KeyboardNotification(
      name: .keyboardWillShow, beginFrame: oldFrame, endFrame: newFrame, duration: duration,
      curve: settings.keyboardTiming.curve)
    postWill(notification)
    notification.name = .keyboardDidShow
    postDid(notification)
  }

  /// Gives the simulator a copy of its strategy that shares no object with the one it had
  /// but this thread's `copies` (`KeyboardAvoidanceStrategy.unshared`), for a copy of the
  /// simulator that runs on another thread.
  public mutating func unshareStrategy(copies: ThreadCopies) {
    strategy = strategy.unshared(copies: copies)
  }

  /// Hands one notification to the strategy and the event log.
  mutating func deliver(_ notification: KeyboardNotification) {
    record(.keyboard(notification))
    let frame = world.scrollViewFrame
    switch notification.name {
    case .keyboardWillShow: strategy.keyboardWillShow(notification, in: &world)
    case .keyboardDidShow: strategy.keyboardDidShow(notification, in: &world)
    case .keyboardWillHide: strategy.keyboardWillHide(notification, in: &world)
    case .keyboardDidHide: strategy.keyboardDidHide(notification, in: &world)
    case .keyboardWillChangeFrame: strategy.keyboardWillChangeFrame(notification, in: &world)
    case .keyboardDidChangeFrame: strategy.keyboardDidChangeFrame(notification, in: &world)
    }
    tableViewControllerObserve(notification)
    rescrollIfTheFrameChanged(from: frame)
  }

  private mutating func record(_ kind: WorldEvent.Kind) {
    takeNotes()
    if recordsEvents { recorded.append(WorldEvent(time: world.time, kind: kind)) }
  }

  /// Moves what the strategy's code noted since the last event into the log, in order.
  private mutating func takeNotes() {
    guard !world.notes.isEmpty else { return }
    for note in world.notes {
      if case .crash = note {
        recorded.append(WorldEvent(time: world.time, kind: note))
      } else if recordsEvents {
        recorded.append(WorldEvent(time: world.time, kind: note))
      }
    }
    world.notes.removeAll(keepingCapacity: true)
  }
}
