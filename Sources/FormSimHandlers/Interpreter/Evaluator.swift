import FormSimCore

/// Runs a handler's code against the world for one hook: statements, expressions, scopes and
/// calls to the file's own methods. What the names mean in UIKit is in the `UIKit` folder.
///
/// An evaluator runs one call from UIKit (a delegate call, a notification, a timer), made for
/// it by `CompiledHandler.withEvaluator`, and works on the world and the handler's state in
/// place: `check` delivers thousands of notifications, and copying the world in and out of each
/// was most of what a hook cost. The pointers are valid for that call only, and the evaluator
/// does not outlive it.
final class Evaluator {
  let handler: CompiledHandler
  private let worldPointer: UnsafeMutablePointer<World>
  private let statePointer: UnsafeMutablePointer<HandlerState>
  private let localsPointer: UnsafeMutablePointer<Locals>

  var world: World {
    unsafeAddress { UnsafePointer(worldPointer) }
    unsafeMutableAddress { worldPointer }
  }

  /// The world through `inout`, for its computed members and methods: one read on the storage
  /// above copies the whole world first, to keep it unchanged for the call.
  func inWorld<Result>(_ body: (inout World) -> Result) -> Result {
    body(&worldPointer.pointee)
  }

  var state: HandlerState {
    unsafeAddress { UnsafePointer(statePointer) }
    unsafeMutableAddress { statePointer }
  }

  /// The frame of the code running now. Like the world and the state, it lives with the call
  /// from UIKit rather than in the evaluator's own storage: it is read at almost every name,
  /// and a stored property of a class is checked for overlapping access at each read.
  var locals: Locals {
    unsafeAddress { UnsafePointer(localsPointer) }
    unsafeMutableAddress { localsPointer }
  }
  /// `self`: the view controller, or the view a `UIView` extension runs on.
  var selfObject: UIKitObject = .viewController
  /// `self` inside a member of a value's type (an extension of `Notification`, a method of the
  /// file's enum): that value. Nil in the view controller's and views' own code.
  var selfValue: Value?
  /// The object `self` is, inside a method of one of the file's classes.
  var selfReference: ObjectReference? {
    if case .reference(let object)? = selfValue { object } else { nil }
  }
  /// Whose methods a bare call reaches first: the object's own inside a method of one of the
  /// file's classes made as an object (`makeObject`), the view controller's in its code, a
  /// view's in a view class's (a base controller's `setLayout()` is not the view's).
  var scopeOfSelf: CompiledHandler.MethodScope {
    switch selfValue {
    case .reference(let object)?: .object(object.type)
    case nil where selfObject == .viewController: .screen
    case nil where selfObject.isView: .view
    default: .any
    }
  }
  /// The class of the files' whose method runs now, when the method carries a
  /// `Method.inheritance`: `super.name(…)` there reaches the superclass's method.
  var runningClass: String?
  /// What the running method's generic parameters stand for, from the types its call was given
  /// (`T` in `findSuperview(ofType: UIScrollView.self)`): a cast to `T` is a cast to that type.
  var genericTypes: [String: String] = [:]
  /// The animation the code is inside (`UIView.animate`'s block), if any.
  var animation: AnimationTiming?
  /// The screen's view a bound property's initial value makes (`lazy var scrollView:
  /// UIScrollView = { let view = UIScrollView(); … return view }()`), while it runs: the view
  /// UIKit's initialiser makes there is that one, so what the closure sets on it is set.
  var viewMadeForBinding: UIKitObject?
  /// How deep calls go, so that runaway recursion is a crash, as a stack overflow would be.
  var depth = 0
  /// The stack of the thread the evaluator runs on: the evaluator recurses as deep as the code
  /// nests, and stops (as the app's stack overflow) while room is left.
  let stack = StackBounds.current()
  /// How many times loops went round in this call from UIKit (`turn(at:)`).
  var iterations = 0
  /// The properties whose `willSet` or `didSet` is running, by slot: a write there stores
  /// without running them again.
  var observing: Set<Int> = []
  /// The type whose `init` body is running (`CompiledMethod.initializedType`), nil in any other
  /// method's.
  var initializing: String?
  /// The view properties whose Objective-C setter is running: a write there (`_name = …`,
  /// which reads as `self.name = …`) stores, as an instance variable's does, rather than
  /// calling the setter again.
  var settersRunning: Set<String> = []
  /// The SnapKit or Masonry constraint closure running on the scroll view, if any, with the
  /// bottom constant its descriptions gave so far, which it applies once it returns.
  var constraintClosure: ConstraintClosure?

  /// How many objects the files' classes had made when this call from UIKit began: those
  /// after it are the call's own, freed at its end if nothing keeps them.
  let firstObject: Int

  init(
    handler: CompiledHandler, world: UnsafeMutablePointer<World>,
    state: UnsafeMutablePointer<HandlerState>, locals: UnsafeMutablePointer<Locals>
  ) {
    self.handler = handler
    self.worldPointer = world
    self.statePointer = state
    self.localsPointer = locals
    self.firstObject = state.pointee.objects.count
  }

  /// `notification` as an observer receives it.
  func value(of notification: KeyboardNotification) -> Value {
    .notification(NotificationBox(notification))
  }

  // MARK: Running methods

  /// Calls the method and returns its result; a crash is reported and stops the handler.
  func run(
    _ method: CompiledMethod, with arguments: some ArgumentValues, on target: UIKitObject? = nil
  ) -> Value? {
    do {
      let result = try call(method, with: arguments, on: target)
      finishRunLoopTurn()
      releaseObjectsNothingKeeps(madeFrom: firstObject, result: result, at: method.location)
      return result
    } catch {
      report(error)
      return nil
    }
  }

  /// Runs a closure from a timer or an observer block.
  func run(_ closure: Closure, with arguments: [Value], inside timing: AnimationTiming? = nil) {
    do {
      if let timing {
        try animating(timing) { () throws(Interruption) in
          _ = try self.call(closure, with: arguments)
        }
      } else {
        _ = try call(closure, with: arguments)
      }
      finishRunLoopTurn()
      releaseObjectsNothingKeeps(madeFrom: firstObject, result: nil, at: closure.location)
    } catch {
      report(error)
    }
  }

  /// Runs a Combine or RxSwift subscriber for one notification: its publisher's stages, in
  /// order, then the sink, unless a stage stops the value on the way.
  func run(_ stages: [PublisherStage], into sink: PublisherSink, with notification: Value) {
    do {
      try deliver(notification, through: stages[...], into: sink)
      finishRunLoopTurn()
      let location =
        switch sink {
        case .closure(let closure): closure.location
        case .method(let index): handler.compiledMethods[index].location
        }
      releaseObjectsNothingKeeps(madeFrom: firstObject, result: nil, at: location)
    } catch {
      report(error)
    }
  }

  /// Hands `value` to `sink` through `stages`: nothing when a `compactMap` gives nil, a
  /// `filter` false, or an RxKeyboard stage no new value.
  func deliver(
    _ value: Value, through stages: ArraySlice<PublisherStage>, into sink: PublisherSink
  )
    throws(Interruption)
  {
    var value = value
    var owner: Value?
    for index in stages.indices {
      if let output = try transformed(value, by: stages[index]) {
        switch output {
        case .stopped: return
        case .one(let next): value = next
        case .many(let values):
          // A flatMap's publisher of several: each goes on through the stages after it.
          var rest = stages[(index + 1)...]
          if let owner { rest = ArraySlice([.owner(owner)] + rest) }
          for next in values { try deliver(next, through: rest, into: sink) }
          return
        }
        continue
      }
      switch stages[index] {
      case .map, .compactMap, .filter, .flatMap, .event, .latestFrom:
        break  // `transformed` applied it.
      case .keyboardFrame(let stream, let subscription):
        guard case .notification(let box) = value,
          let next = keyboardFrame(stream, after: box.notification, for: subscription)
        else { return }
        value = next
      case .owner(let object):
        owner = object
      case .skip(let count, let subscription):
        let seen = state.valuesSeen[subscription, default: 0]
        if seen < count {
          state.valuesSeen[subscription] = seen + 1
          return
        }
      case .distinct(let subscription):
        if state.lastValues[subscription] == value { return }
        state.lastValues[subscription] = value
      }
    }
    let arguments = owner.map { [$0, value] } ?? [value]
    switch sink {
    case .closure(let closure): _ = try call(closure, with: arguments)
    case .method(let index): _ = try call(handler.compiledMethods[index], with: arguments)
    }
  }

  /// What one value becomes through a stage that runs a closure on it.
  enum StageOutput {
    /// It stops there (`compactMap`'s nil, `filter`'s false, a flatMap to `Empty()`).
    case stopped
    case one(Value)
    /// A flatMap's publisher of several values.
    case many([Value])
  }

  /// What `map`, `compactMap`, `filter` and `flatMap` make of `value`, which `deliver` and a
  /// publisher of values known at once (`Just(x).map { … }`) both apply; nil for a stage that
  /// keeps its own memory or hands on an owner, which only `deliver` applies.
  func transformed(_ value: Value, by stage: PublisherStage) throws(Interruption) -> StageOutput? {
    switch stage {
    case .map(let transform):
      return .one(try call(transform, with: [value]))
    case .compactMap(let transform):
      let result = try call(transform, with: [value])
      return result.isNothing ? .stopped : .one(result)
    case .filter(let test):
      return try call(test, with: [value]).isTrue ? .one(value) : .stopped
    case .flatMap(let transform):
      let values = try publishedValues(
        of: try call(transform, with: [value]), at: transform.location)
      return values.count == 1 ? .one(values[0]) : values.isEmpty ? .stopped : .many(values)
    case .event(let name):
      return .one(.enumCase(name, [value]))
    case .latestFrom(let relay, let combine):
      let latest = state.lastValues[relay] ?? .nothing
      guard let combine else { return .one(latest) }
      return .one(try call(combine, with: [value, latest]))
    case .keyboardFrame, .owner, .skip, .distinct:
      return nil
    }
  }

  /// The values of the publisher a `flatMap`'s closure returned: one of no notification
  /// (`Just(x)`, `Empty()`), or the `.just(x)` and `.empty()` of CombineExt and RxSwift.
  func publishedValues(of publisher: Value, at location: SourceLocation)
    throws(Interruption) -> [Value]
  {
    switch publisher {
    case .publisher(let inner) where inner.sources.isEmpty: return inner.values
    case .enumCase("just", let values) where values.count == 1: return values
    case .enumCase("empty", _): return []
    default:
      throw .refused(
        "the flatMap closure returns \(publisher.logText), which FormSim does not follow:"
          + " return Just(value), Empty(), .just(value) or .empty(), or use map or compactMap",
        location)
    }
  }

  /// RxKeyboard's frame from `notification` (its end frame, put back on screen when it lies
  /// above it), the value `stream` gives for it, and the frame remembered for `subscription`;
  /// nil when the frame is the last one or the stream gives nothing for it.
  private func keyboardFrame(
    _ stream: KeyboardFrameStream, after notification: KeyboardNotification, for subscription: Int
  ) -> Value? {
    let screenHeight = screenBounds.height
    var frame = notification.endFrame
    if frame.minY < 0 {
      frame.origin.y =
        notification.name == .keyboardWillHide ? screenHeight : screenHeight - frame.height
    }
    let last = state.keyboardFrames[subscription]
    guard frame != last else { return nil }
    state.keyboardFrames[subscription] = frame
    return stream.value(of: frame, after: last, screenHeight: screenHeight)
  }

  func report(_ error: Interruption) {
    let (message, location): (String, SourceLocation)
    switch error {
    case .crash(let text, let at), .refused(let text, let at): (message, location) = (text, at)
    case .thrown(let value, let at):
      (message, location) = ("an error was thrown and not caught: \(value.logText)", at)
    case .returned, .chainEnded, .broke, .continued: return
    }
    let place = "\(handler.program.path(of: location)):\(location.line):\(location.column)"
    let isStop = if case .refused = error { true } else { false }
    let text =
      isStop ? HandlerEnding.stopped(at: place, message) : HandlerEnding.crashed(at: place, message)
    state.crash = text
    if isStop { world.noteStop(text) } else { world.note(.crash(text)) }
  }

  /// The end of the run loop's turn: Auto Layout applies the constraints changed outside a
  /// layout pass, without animation.
  func finishRunLoopTurn() {
    guard !state.constraintsAwaitingLayout.isEmpty else { return }
    let outer = animation
    animation = nil
    layoutPass()
    animation = outer
  }

  func call(
    _ method: CompiledMethod, with arguments: some ArgumentValues, on target: UIKitObject? = nil
  ) throws(Interruption) -> Value {
    try turn(at: method.location)
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else {
      throw .crash("stack overflow: \(method.name) calls itself without end", method.location)
    }
    let outerSelf = selfObject
    // On a UIKit object (a category's method on the window) called from a class method, `self`
    // is that object, not the class the caller ran on.
    let outerValue = selfValue
    let leavesType: Bool = if target != nil, case .type? = selfValue { true } else { false }
    if let target { selfObject = target }
    if leavesType { selfValue = nil }
    defer {
      selfObject = outerSelf
      if leavesType { selfValue = outerValue }
    }
    let outerClass = runningClass
    runningClass = method.method.inheritance?.className
    defer { runningClass = outerClass }
    let outerInitializing = initializing
    initializing = method.initializedType
    defer { initializing = outerInitializing }
    let outerGenerics = genericTypes
    if !method.typeParameters.isEmpty || !outerGenerics.isEmpty {
      genericTypes = [:]
      for (index, name) in method.typeParameters where index < arguments.count {
        if case .type(let type) = arguments[index] { genericTypes[name] = type }
      }
    }
    defer { genericTypes = outerGenerics }
    // The method's frame, made whole at once; the caller's waits in `outer`.
    var outer = Locals(count: method.frameSize)
    swap(&outer, &locals)
    guard !method.inoutParameters.isEmpty, let written = arguments as? Arguments else {
      defer { swap(&outer, &locals) }
      return try runBody(of: method, with: arguments)
    }
    let result: Value
    do {
      result = try runBody(of: method, with: arguments)
    } catch {
      swap(&outer, &locals)
      throw error
    }
    let left = method.inoutParameters.map { locals[method.parameterSlots[$0]] }
    swap(&outer, &locals)
    // What the body left in each `inout` parameter goes back where the call's `&x` points.
    for (index, value) in zip(method.inoutParameters, left) {
      guard case .prefix(.address, let target)? = written.written(index)?.kind else { continue }
      try assign(value, to: target)
    }
    return result
  }

  /// The parameters stored into the (empty) frame, then the body; its result.
  private func runBody(of method: CompiledMethod, with arguments: some ArgumentValues)
    throws(Interruption) -> Value
  {
    let slots = method.parameterSlots
    if arguments.count >= slots.count {
      for index in slots.indices { locals[slots[index]] = arguments[index] }
    } else {
      // The call leaves some out: which argument each parameter takes, by their labels.
      let positions =
        (arguments as? Arguments).flatMap {
          CompiledHandler.argumentPositions($0.count, $0.matchingLabel, method)
        } ?? method.parameters.indices.map { $0 < arguments.count ? $0 : nil }
      for (index, parameter) in method.parameters.enumerated() {
        if let position = positions[index] {
          locals[slots[index]] = arguments[position]
        } else if let fallback = parameter.defaultValue {
          locals[slots[index]] = try value(of: fallback, type: parameter.type)
        } else {
          locals[slots[index]] = .nothing
        }
      }
    }
    do {
      try execute(method.method.body)
    } catch .returned(let value) {
      return value
    }
    return .void
  }

  /// `updating`: the parameter whose value the closure leaves is the result, as `inout`'s is
  /// (`reduce(into:)`'s accumulator), rather than what the closure returns.
  func call(_ closure: Closure, with arguments: some ArgumentValues, updating: Int? = nil)
    throws(Interruption) -> Value
  {
    try turn(at: closure.location)
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw .crash("stack overflow in a closure", closure.location) }
    let outerLocals = locals
    locals = closure.captured
    defer { locals = outerLocals }
    // Inside, `self` is the value whose code made the closure, or none of the files'.
    let outerSelf = selfValue
    selfValue = closure.capturedSelf
    defer { selfValue = outerSelf }
    let outerTarget = selfObject
    selfObject = closure.capturedTarget
    defer { selfObject = outerTarget }
    // The parameters' slots (`$0`, `$1`, … for a closure that names none). One not passed
    // holds nothing already (the captured frame is the one from before the closure's scope
    // began), so only the values passed are written: a write copies the captured frame.
    for (index, slot) in zip(closure.slots.indices, closure.slots) where index < arguments.count {
      locals[slot] = arguments[index]
    }
    let updated = updating.flatMap { closure.slots.indices.contains($0) ? closure.slots[$0] : nil }
    do {
      // A single-expression closure returns its value.
      if closure.body.count == 1, case .expression(let expression) = closure.body[0].kind {
        let result = try value(of: expression)
        return updated.map { locals[$0] } ?? result
      }
      try execute(closure.body)
    } catch .returned(let value) {
      return updated.map { locals[$0] } ?? value
    }
    return updated.map { locals[$0] } ?? .void
  }

  /// Gives every stored property its initial value; one that fails is reported like a crash.
  func initializeProperties() {
    for (property, initial) in handler.initialValues {
      do {
        let slot = handler.slot(of: property)
        viewMadeForBinding = slot?.bound
        defer { viewMadeForBinding = nil }
        try storeProperty(
          property.name, slot,
          convert(try value(of: initial, type: property.type), to: property.type),
          at: property.location, observed: false)
      } catch {
        report(error)
        return
      }
    }
  }

  // MARK: Statements

  /// A block: its statements in order, then its `defer` blocks, last first, however it ends.
  func execute(_ statements: [Statement]) throws(Interruption) {
    var deferred: [[Statement]] = []
    do {
      for statement in statements {
        if case .deferred(let body) = statement.kind {
          deferred.append(body)
        } else {
          try execute(statement)
        }
      }
    } catch {
      for body in deferred.reversed() { try execute(body) }
      throw error
    }
    for body in deferred.reversed() { try execute(body) }
  }

  func execute(_ statement: Statement) throws(Interruption) {
    switch statement.kind {
    case .variable(_, let type, let initial, _, let slot):
      if let initial, handler.hasFormScrollLocals,
        handler.formScrollLocals.contains(statement.location)
      {
        // The form's scroll view, made in a local before the property bound to it is given it.
        locals[slot] = try madeFormScrollView(initial)
      } else if let initial {
        locals[slot] = convert(try value(of: initial, type: type), to: type)
      } else if handler.program.language == .objectiveC {
        // A C variable declared without a value (`UIEdgeInsets insets;`), its members then
        // written one by one: zero stands for what the stack held, an object pointer is nil.
        locals[slot] = UIKitTypes.clearedMemory(of: type)
      } else {
        locals[slot] = .nothing
      }
    case .assignment(let target, let op, let valueExpression):
      if op == nil, case .call = valueExpression.kind,
        try giveMadeViewsFrame(valueExpression, to: target)
      {
        return
      }
      do {
        let current = op == nil ? nil : try value(of: target)
        var value = try self.value(of: valueExpression, like: target)
        if let current, let op {
          value = try arithmetic(op, current, value, at: statement.location)
        }
        let nowhere = try assign(value, to: target)
        noteAssignment(to: target, value, nowhere: nowhere, at: statement.location)
      } catch .chainEnded {
        // `a?.b.c = x` with `a` nil assigns nothing, and the method goes on.
      }
    case .expression(let expression):
      _ = try value(of: expression)
    case .ifElse(let conditions, let then, let otherwise):
      if try holds(conditions) {
        try execute(then)
      } else if let otherwise {
        try execute(otherwise)
      }
    case .guardElse(let conditions, let otherwise):
      if try !holds(conditions, unknownIsPresent: otherwise.first?.endsTheApp == true) {
        try execute(otherwise)
        throw .returned(.void)
      }
    case .switchCases(let subject, let cases, let otherwise):
      try switchOver(try value(of: subject), cases, otherwise: otherwise, at: statement.location)
    case .returning(let expression):
      throw .returned(try expression.map { (e) throws(Interruption) in try value(of: e) } ?? .void)
    case .unsupported(let what):
      throw .refused("\(what) is outside what FormSim interprets", statement.location)
    case .forIn(let pattern, let sequence, let filter, let body, let label):
      try forIn(pattern, try value(of: sequence), filter, body, label, at: statement.location)
    case .whileLoop(let conditions, let body, let step, let label):
      try whileLoop(conditions, body, step, label)
    case .repeatWhile(let body, let condition, let label):
      try repeatWhile(body, condition, label)
    case .breaking(let label): throw .broke(label: label)
    case .continuing(let label): throw .continued(label: label)
    case .deferred(let body):
      // Outside a block (a statement of its own), it runs at once.
      try execute(body)
    case .doCatch(let body, let catches):
      try doCatch(body, catches)
    case .throwing(let thrown):
      throw .thrown(try value(of: thrown), statement.location)
    }
  }

  /// Whether every clause holds; bindings go into their slots. An unknown optional is nil,
  /// unless `unknownIsPresent`: a `guard let` whose `else` ends the app asserts it is there
  /// (`guard let context = context else { fatalError() }`), as it is on a device.
  func holds(
    _ conditions: [Condition], unknownIsPresent: @autoclosure () -> Bool = false
  ) throws(Interruption) -> Bool {
    for condition in conditions {
      switch condition {
      case .boolean(let expression):
        guard try truth(of: expression) else { return false }
      case .optionalBinding(let name, let type, let expression, let location, let slot):
        // The resolver spells out `if let name` as `if let name = name`.
        let bound = try value(
          of: expression ?? Expression(.name(name), at: location), type: type)
        // An unknown optional is taken as nil, as the check's warning says.
        if bound.isNothing || (bound.isOpaque && !unknownIsPresent()) { return false }
        locals[slot] = convert(bound, to: type)
      case .available(let major, let minor, let negated, _):
        let version = simulatedVersion
        let available = version.major > major || (version.major == major && version.minor >= minor)
        if available == negated { return false }
      case .matching(let pattern, let expression, _):
        guard try matches(pattern, try value(of: expression)) else { return false }
      }
    }
    return true
  }

  /// The iOS version the simulated device runs, for `#available`: the era's.
  var simulatedVersion: (major: Int, minor: Int) {
    switch world.era {
    case .legacy: (3, 1)
    case .ios7: (7, 1)
    case .modern: (17, 0)
    }
  }

  func truth(of expression: Expression) throws(Interruption) -> Bool {
    try value(of: expression).isTrue
  }

  /// Whether assigning to `target` changes something outside the method's locals: a local
  /// written whole, or through a value it holds (`rect.origin.y`), is the method's own; one that
  /// holds a view (`guard let sv = scrollView`, a parameter) is written through into the view.
  func writesOutside(_ target: Expression) -> Bool {
    var base = target
    var throughMember = false
    while true {
      switch base.kind {
      case .member(let inner, _):
        base = inner
        throughMember = true
      case .optionalChain(let inner), .forceUnwrap(let inner):
        base = inner
      case .resolved(.local(let slot), _):
        return throughMember && locals[slot].isObject
      default:
        return true
      }
    }
  }

  /// The event-log line for an assignment that wrote outside the method's locals, or that
  /// changed nothing and says why (`nowhere`, what `assign` gave).
  @inline(__always)
  func noteAssignment(
    to target: Expression, _ newValue: Value, nowhere: String?, at location: SourceLocation
  ) {
    if world.keepsNotes { noteAssignmentIfOutside(target, newValue, nowhere, at: location) }
  }

  /// The rest of `noteAssignment`, out of line: only a run that keeps an event log gets here.
  @inline(never)
  private func noteAssignmentIfOutside(
    _ target: Expression, _ newValue: Value, _ nowhere: String?, at location: SourceLocation
  ) {
    if let nowhere {
      note(location, "\(SourceText.of(target)) = \(newValue.logText): \(nowhere)")
      return
    }
    if writesOutside(target) {
      note(location, "\(SourceText.of(target)) = \(newValue.logText)")
    }
  }

  /// An event-log line for a statement that ran: `L31 scrollView.contentInset.bottom = 216`.
  func note(_ location: SourceLocation, _ text: @autoclosure () -> String) {
    guard world.keepsNotes else { return }
    // `L31` in a handler of one file; `KeyboardObserver.swift:31` where several make it.
    let place =
      handler.program.otherFiles.isEmpty
      ? "L\(location.line)" : "\(handler.sourceFileName(of: location)):\(location.line)"
    world.note(.handler("\(place) \(text())"))
  }
}
