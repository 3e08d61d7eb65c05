import FormSimCore

/// The user's own handler file, interpreted, as a strategy: UIKit's hooks run the methods the
/// file declares for them (delegate callbacks by their names, notifications through the
/// observers its setup code registered), against the world's model API as a built-in strategy
/// does, so animation and presentation work the same for both.
public struct HandlerStrategy: KeyboardAvoidanceStrategy {
  /// Replaced per file by `info(for:)`; the protocol asks for one.
  public static let info = StrategyInfo(
    name: "handler", group: .handlers, source: "your code", summary: "a handler file", quirks: [])

  var handler: CompiledHandler
  var state = HandlerState()

  public init(_ handler: CompiledHandler) {
    self.handler = handler
    state.properties = Array(repeating: nil, count: handler.propertyList.count)
  }

  public var info: StrategyInfo { Self.info(for: handler) }

  /// The same state over the thread's copy of the file compiled again: every closure, method
  /// and table the hooks retain is that thread's own, and so is the storage of the state's
  /// lists, which every copy of the simulator retains and every notification reads.
  public func unshared(copies: ThreadCopies) -> HandlerStrategy {
    var copy = self
    copy.handler = copies.copy(of: handler) { $0.recompiled() }
    copy.state = state.unshared(for: copy.handler)
    return copy
  }

  /// What the panel, `formsim strategies` and the reports say of a handler file.
  public static func info(for handler: CompiledHandler) -> StrategyInfo {
    let language = handler.program.language == .swift ? "Swift" : "Objective-C"
    return StrategyInfo(
      name: handler.name, group: .handlers, source: handler.program.file,
      summary: "your \(language) handler, \(handler.program.file), interpreted", quirks: [])
  }

  /// The catalogue's entry for a handler file: its info, a fresh strategy, and the tour's
  /// captions.
  public static func entry(for handler: CompiledHandler) -> StrategyEntry {
    StrategyEntry(
      info: info(for: handler), make: { _ in HandlerStrategy(handler) },
      caption: { moment, _ in caption(moment, handler.name) })
  }

  /// What the demo tour says of a handler: FormSim cannot know what the code means to do, so
  /// it says what the user watches for.
  static func caption(_ moment: DemoMoment, _ name: String) -> String {
    switch moment {
    case .highField:
      "\(name): a field high on the form takes focus; the event log shows each statement as it runs."
    case .lowField: "\(name): a field low on the form, where the keyboard would cover it."
    case .next: "\(name): the next field, with the keyboard already up."
    case .type: "\(name): typing in the focused field."
    case .rotate: "\(name): landscape, a shorter keyboard."
    case .rotateBack: "\(name): back to portrait."
    case .dismiss: "\(name): the keyboard goes away; does the form come back?"
    }
  }

  // MARK: Hooks

  public mutating func viewDidLoad(in world: inout World) {
    initializeProperties(in: &world)
    for method in handler.loadMethods {
      // `+load` runs on its class; a category's on the shared object it extends.
      let target = method.method.owner.flatMap(SharedObjectClass.object(of:))
      evaluate(in: &world) { _ = $0.run(method, with: EmptyCollection(), on: target) }
    }
    // UIKit makes the controller before it loads its view; a storyboard's controller is then
    // sent `awakeFromNib`.
    if let (initializer, arguments) = handler.initializer {
      evaluate(in: &world) { _ = $0.run(initializer, with: arguments) }
    }
    // A file that is a view's class alone: the storyboard made the screen's view of it, and
    // sends that view `awakeFromNib`.
    if let initializer = handler.viewInitializer {
      let target = Self.view(extendedBy: initializer.method.viewClass) ?? .rootView
      // The storyboard's coder, or the frame code makes a view with (`View()` passes `.zero`).
      let argument: Value =
        HandlerProgram.takesAFrame(initializer.method) ? .rect(.zero) : .opaque("coder")
      evaluate(in: &world) { _ = $0.run(initializer, with: OneArgument(argument), on: target) }
    }
    // A view decoded inside the root view is added to it while the storyboard is read, before
    // `awakeFromNib`; the root view itself, when the screen is about to appear.
    let movesFirst = Self.view(
      extendedBy: handler.method(for: .didMoveToSuperview)?.method.viewClass)
    if movesFirst == .scrollView { runViewHook(.didMoveToSuperview, in: &world) }
    if let awake = handler.method(for: .awakeFromNib), awake.onView {
      let target = Self.view(extendedBy: awake.method.viewClass) ?? .rootView
      evaluate(in: &world) { _ = $0.run(awake, with: EmptyCollection(), on: target) }
    } else {
      run(.awakeFromNib, EmptyCollection(), in: &world)
    }
    for hook in [
      HandlerHook.loadView, .viewDidLoad, .viewWillAppear, .viewWillLayoutSubviews,
      .viewDidLayoutSubviews,
      .viewDidAppear,
    ] {
      run(hook, [.bool(false)], in: &world)
      if hook == .viewWillLayoutSubviews { runViewHook(.layoutSubviews, in: &world) }
      if hook == .viewWillAppear {
        if movesFirst != .scrollView { runViewHook(.didMoveToSuperview, in: &world) }
        state.isInWindow = true
        runViewHook(.didMoveToWindow, in: &world)
      }
    }
    for name in handler.setupMethods {
      // The initialiser has run already (`--handler-setup init` names it again).
      guard let method = handler.method(selector: name),
        method !== handler.initializer?.method
      else { continue }
      let target = method.onView ? Self.view(extendedBy: method.method.viewClass) : nil
      evaluate(in: &world) { _ = $0.run(method, with: [], on: target) }
    }
  }

  /// Sends `hook` to the screen's view of the files' view class that implements it, if one
  /// does: UIKit sends it to views, not to the controller.
  private mutating func runViewHook(_ hook: HandlerHook, in world: inout World) {
    guard state.crash == nil, let method = handler.method(for: hook), method.onView else {
      return
    }
    let target = Self.view(extendedBy: method.method.viewClass) ?? .rootView
    evaluate(in: &world) { _ = $0.run(method, with: EmptyCollection(), on: target) }
  }

  /// The screen's view a setup method of a view's extension runs on: the scroll view for an
  /// extension of a scroll view's class, the root view for one of `UIView`; the controller, as
  /// before, for other views, of which the screen has several.
  static func view(extendedBy viewClass: String?) -> UIKitObject? {
    if UIKitTypes.isScrollView(viewClass) { return .scrollView }
    // A constraint class alone (Spring's `KeyboardLayoutConstraint`) is set on the scroll
    // view's bottom constraint to the bottom layout guide, whose positive constant lifts it.
    if viewClass == "NSLayoutConstraint" { return .constraint(.scrollBottom) }
    return viewClass == "UIView" ? .rootView : nil
  }

  public mutating func tappedOutside(in world: inout World) -> Bool {
    guard handler.method(for: .touchesBegan) != nil else { return true }
    state.resignRequested = false
    run(.touchesBegan, [.array([]), .nothing], in: &world)
    defer { state.resignRequested = false }
    return state.resignRequested
  }

  public mutating func shouldBeginEditing(field: Int, in world: inout World) -> Bool {
    ask(delegate(.shouldBegin, field, world), about: field, in: &world)
  }

  public mutating func shouldEndEditing(field: Int, in world: inout World) -> Bool? {
    let hook = delegate(.shouldEnd, field, world)
    guard handler.method(for: hook) != nil else { return nil }
    return ask(hook, about: field, in: &world)
  }

  /// A delegate's `should…` answer about `field`: yes unless its method answers `false`.
  private mutating func ask(_ hook: HandlerHook, about field: Int, in world: inout World) -> Bool {
    let answer = run(hook, OneArgument(.object(.field(field))), in: &world)
    if case .bool(let allowed)? = answer { return allowed }
    return true
  }

  public mutating func didBeginEditing(field: Int, in world: inout World) {
    run(delegate(.didBegin, field, world), OneArgument(.object(.field(field))), in: &world)
    postTextEditing(beginning: true, field: field, in: &world)
    sendActions(.editingDidBegin, of: field, in: &world)
  }

  /// The methods the storyboard connects to the field's `event`, sent with the field as the
  /// sender, after the delegate's call.
  private mutating func sendActions(
    _ event: FieldAction.Event, of field: Int, in world: inout World
  ) {
    for action in handler.fieldActions where action.field == field + 1 && action.event == event {
      guard state.crash == nil, let method = handler.method(selector: action.selector) else {
        continue
      }
      evaluate(in: &world) { evaluator in
        if method.parameters.isEmpty {
          _ = evaluator.run(method, with: EmptyCollection())
        } else {
          _ = evaluator.run(method, with: OneArgument(.object(.field(field))))
        }
      }
    }
  }

  public mutating func didEndEditing(field: Int, in world: inout World) {
    let hook = delegate(.didEnd, field, world)
    // `textFieldDidEndEditing(_:reason:)` also takes why editing ended: UIKit's `committed`.
    if let method = handler.method(for: hook), method.parameters.count > 1 {
      run(hook, [.object(.field(field)), .int(0)], in: &world)
    } else {
      run(hook, OneArgument(.object(.field(field))), in: &world)
    }
    postTextEditing(beginning: false, field: field, in: &world)
    sendActions(.editingDidEnd, of: field, in: &world)
  }

  public mutating func shouldReturn(field: Int, in world: inout World) -> ReturnAction {
    let hook = delegate(.shouldReturn, field, world)
    guard handler.method(for: hook) != nil else { return .resign }
    state.resignRequested = false
    state.focusRequested = nil
    run(hook, OneArgument(.object(.field(field))), in: &world)
    defer {
      state.resignRequested = false
      state.focusRequested = nil
    }
    if let next = state.focusRequested, next != field { return .focus(next) }
    return state.resignRequested ? .resign : .keep
  }

  public mutating func didChangeSelection(field: Int, in world: inout World) {
    run(
      delegate(.didChangeSelection, field, world), OneArgument(.object(.field(field))),
      in: &world)
  }

  public mutating func keyboardWillShow(_ notification: KeyboardNotification, in world: inout World)
  {
    followKeyboardLayoutGuide(notification, showing: true, in: &world)
    post(notification, in: &world)
  }

  public mutating func keyboardDidShow(_ notification: KeyboardNotification, in world: inout World)
  {
    post(notification, in: &world)
  }

  public mutating func keyboardWillHide(_ notification: KeyboardNotification, in world: inout World)
  {
    followKeyboardLayoutGuide(notification, showing: false, in: &world)
    post(notification, in: &world)
  }

  /// UIKit's part of a constraint the code made to the keyboard layout guide: the guide moves
  /// inside the keyboard's animation, before the observers hear of it.
  private func followKeyboardLayoutGuide(
    _ notification: KeyboardNotification, showing: Bool, in world: inout World
  ) {
    guard state.crash == nil, let space = state.keyboardGuideSpace else { return }
    KeyboardLayoutGuideStrategy.follow(notification, showing: showing, space: space, in: &world)
  }

  public mutating func keyboardDidHide(_ notification: KeyboardNotification, in world: inout World)
  {
    post(notification, in: &world)
  }

  public mutating func keyboardWillChangeFrame(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    post(notification, in: &world)
  }

  public mutating func keyboardDidChangeFrame(
    _ notification: KeyboardNotification, in world: inout World
  ) {
    post(notification, in: &world)
  }

  public mutating func timerFired(_ id: Int, in world: inout World) {
    guard state.crash == nil, let block = state.pending.removeValue(forKey: id) else { return }
    evaluate(in: &world) { $0.run(block.closure, with: block.arguments, inside: block.timing) }
  }

  // MARK: Running

  /// Stored properties take their initial values, in the order the file declares them, as the
  /// view controller's initialiser gives them; a declared optional starts as nil.
  mutating func initializeProperties(in world: inout World) {
    evaluate(in: &world) { evaluator in
      evaluator.initializeProperties()
    }
  }

  /// `textField…` or `textView…`, as the field's kind has it.
  func delegate(_ call: HandlerHook.Delegate, _ field: Int, _ world: World) -> HandlerHook {
    HandlerHook.delegate(call, multiline: world.fields[field].kind == .multiline)
  }

  /// Delivers a notification to every observer of its name, in the order they registered.
  ///
  /// UIKit posts the will- notifications from inside the keyboard's own animation block, so
  /// what an observer changes there without an animation of its own moves with the keyboard.
  mutating func post(_ notification: KeyboardNotification, in world: inout World) {
    let subject = HandlerState.Observer.Subject.keyboard(notification.name)
    // Most notifications have no observer: those return before copying the list.
    guard state.crash == nil, HandlerState.anyObserves(subject, in: state.observers) else {
      return
    }
    deliver(
      to: { $0 == subject }, animation: notification.enclosingAnimation(in: world.era),
      value: { $0.value(of: notification) }, in: &world)
  }

  /// Posts the text editing notification a field sends as it begins or ends editing, right
  /// after its delegate's call, as UIKit's documentation orders them.
  mutating func postTextEditing(beginning: Bool, field: Int, in world: inout World) {
    guard state.crash == nil, !state.observers.isEmpty else { return }
    let name = TextEditingNotification(
      beginning: beginning, multiline: world.fields[field].kind == .multiline)
    deliver(
      to: { subject in
        guard case .textEditing(name, let only) = subject else { return false }
        return only == nil || only == field
      }, animation: nil, value: { _ in name.value(from: field) }, in: &world)
  }

  /// Runs each observer `hears` accepts, in the order they registered, with the notification
  /// `value` makes.
  private mutating func deliver(
    to hears: (HandlerState.Observer.Subject) -> Bool, animation: AnimationTiming?,
    value: (Evaluator) -> Value, in world: inout World
  ) {
    // The observers registered when it is posted, in order.
    let observers = state.observers
    for position in observers.indices where hears(observers[position].name) && state.crash == nil {
      switch observers[position].action {
      case .method(let index):
        let method = handler.compiledMethods[index]
        let target = observers[position].target
        let receiver = observers[position].receiver
        evaluate(in: &world) { evaluator in
          evaluator.animation = animation
          evaluator.selfValue = receiver.map(Value.reference)
          if method.parameters.isEmpty {
            _ = evaluator.run(method, with: EmptyCollection(), on: target)
          } else {
            _ = evaluator.run(method, with: OneArgument(value(evaluator)), on: target)
          }
        }
      case .block(let block):
        evaluate(in: &world) { evaluator in
          evaluator.animation = animation
          evaluator.run(block, with: [value(evaluator)])
        }
      case .pipeline(let stages, let sink):
        evaluate(in: &world) { evaluator in
          evaluator.animation = animation
          evaluator.run(stages, into: sink, with: value(evaluator))
        }
      }
    }
  }

  /// Runs the file's method for `hook` if it declares one; its result, if it returned one.
  @discardableResult
  mutating func run(
    _ hook: HandlerHook, _ arguments: @autoclosure () -> some ArgumentValues,
    in world: inout World
  ) -> Value? {
    guard state.crash == nil, let method = handler.method(for: hook) else { return nil }
    var result: Value?
    // A method that declares fewer parameters than UIKit passes leaves the rest unread.
    let passed = arguments()
    evaluate(in: &world) { result = $0.run(method, with: passed) }
    return result
  }

  /// One turn of the run loop: an evaluator takes the world and the state, and gives them back.
  mutating func evaluate(in world: inout World, _ body: (Evaluator) -> Void) {
    let handler = self.handler
    withUnsafeMutablePointer(to: &world) { world in
      withUnsafeMutablePointer(to: &state) { state in
        handler.withEvaluator(world: world, state: state, body)
      }
    }
  }

}
