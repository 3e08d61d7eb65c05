import FormSimCore

/// `UIView`'s animation class methods, `UIViewPropertyAnimator`, and Auto Layout's passes.
extension Evaluator {
  /// Runs `body` inside an animation transaction: model values change now, the world animates
  /// their presentation over `timing`.
  func animating(_ timing: AnimationTiming?, _ body: () throws(Interruption) -> Void)
    throws(Interruption)
  {
    let outer = animation
    animation = timing
    defer { animation = outer }
    try body()
  }

  /// A layout pass: constraint constants changed since the last one take effect, animated if
  /// the pass runs inside an animation block (`layoutIfNeeded()` there).
  func layoutPass() {
    let awaiting = state.constraintsAwaitingLayout
    guard !awaiting.isEmpty else { return }
    state.constraintsAwaitingLayout = ConstraintConstants()
    if let height = awaiting[.contentHeight] { apply { $0.contentHeight = height } }
    // The pass lays the scroll view out by its constraints again: a frame set by hand goes.
    let restoresFrame = state.scrollFrameLift != nil
    state.scrollFrameLift = nil
    if awaiting[.scrollBottom] != nil || awaiting[.scrollBottomFromView] != nil || restoresFrame {
      updateBottomLift()
    }
  }

  /// The timing `UIView.animate` is given: a duration and the curve in its options' bits 16–19.
  func timing(duration: Value?, options: Value?) -> AnimationTiming? {
    let seconds = duration?.number ?? 0.2
    guard seconds > 0 else { return nil }
    var bits = 0
    switch options {
    case .int(let value)?: bits = value
    case .array(let values)?:
      for value in values { if case .int(let flag) = value { bits |= flag } }
    default: break
    }
    return AnimationTiming(duration: seconds, curve: UIKitNames.curve(number: (bits >> 16) & 0xF))
  }

  /// A class method: a case of the file's enum, one of a UIKit type's (`UIKitTables`), a
  /// class property called as Objective-C does (`[UIScreen mainScreen]`), or a constructor
  /// spelt as a member.
  func callType(_ name: String, on type: String, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if let declared = handler.declaredType(type), declared.cases.contains(name) {
      return .enumCase(name, args.values)
    }
    // `[UITextField class]`: the class as a value, which `isKindOfClass:` tests a view against.
    if name == "class", args.count == 0 { return .type(type) }
    if let call = handler.uikitMembers.member(name, ofTypeNamed: type)?.classCall,
      let value = try call(self, args, location)
    {
      return value
    }
    if args.count == 0, let value = try? typeMember(name, of: type, at: location), !value.isOpaque {
      return value
    }
    // A static method an extension of UIKit's type adds (`UIResponder.currentFirst()`): one of
    // the files', run with the type as `self`.
    if UIKitSurface.knownTypes.contains(type),
      let method = handler.method(name, for: args, owner: .any)
    {
      return try run(method, on: .type(type), with: args)
    }
    // `UIView.AnimationOptions(rawValue:)` and other constructors spelled as members.
    return try callGlobal(
      GlobalFunction.spelling(name, of: type) ?? "\(type).\(name)", args, at: location)
  }

  /// `UIView.addKeyframe(…)` and `performWithoutAnimation`: the block runs now, inside the
  /// animation the code is in or outside any.
  func runBlock(_ args: Arguments, animated: Bool) throws(Interruption) -> Value? {
    let (animations, actions) = args.closures("animations", "actionsWithoutAnimation")
    guard let block = animations ?? actions else { return nil }
    try animating(animated ? animation : nil) { () throws(Interruption) in
      _ = try call(block, with: [])
    }
    return .void
  }

  /// `UIView.animate(withDuration:delay:options:animations:completion:)` and its shorter forms:
  /// the block runs now inside the animation (later, after a delay), the completion once it ends.
  func animate(_ args: Arguments) throws(Interruption) -> Value {
    let (animations, completion) = args.closures("animations", "completion")
    let timing = timing(
      duration: args.named("withDuration", "duration") ?? args.at(0),
      options: args.named("options"))
    let delay = args.named("delay")?.number ?? 0
    if let animations {
      if delay > 0 {
        try schedule(animations, after: delay, timing: timing)
      } else {
        try animating(timing) { () throws(Interruption) in _ = try call(animations, with: []) }
      }
    }
    if let completion {
      try schedule(completion, after: delay + (timing?.duration ?? 0), arguments: [.bool(true)])
    }
    return .void
  }

  func refreshLegacyAnimation() {
    guard let legacy = state.legacyAnimation else { return }
    animation =
      legacy.duration > 0 ? AnimationTiming(duration: legacy.duration, curve: legacy.curve) : nil
  }

  /// `UIViewPropertyAnimator(duration:curve:animations:)`.
  func makeAnimator(_ args: Arguments) -> Value {
    let duration = args.named("duration")?.number ?? 0.3
    var curve = TimingCurve.easeInOut
    if case .int(let number)? = args.named("curve") { curve = UIKitNames.curve(number: number) }
    var animator = HandlerState.Animator(timing: AnimationTiming(duration: duration, curve: curve))
    if let animations = args.closures("animations").0 {
      animator.animations.append(animations)
    }
    let number = state.nextNumber
    state.nextNumber += 1
    state.animators[number] = animator
    return .object(.animator(number))
  }

  /// Changes the animator `object` is, if the handler made it.
  func changeAnimator(_ object: UIKitObject, _ change: (inout HandlerState.Animator) -> Void) {
    guard case .animator(let number) = object, var animator = state.animators[number] else {
      return
    }
    change(&animator)
    state.animators[number] = animator
  }

  /// `startAnimation(afterDelay:)`: the animations run (or are scheduled), the completions are
  /// scheduled for when they end, and the animator is empty again.
  func startAnimator(_ object: UIKitObject, after delay: Double) throws(Interruption) {
    guard case .animator(let number) = object, var animator = state.animators[number] else {
      return
    }
    for block in animator.animations {
      if delay > 0 {
        try schedule(block, after: delay, timing: animator.timing)
      } else {
        try animating(animator.timing) { () throws(Interruption) in _ = try call(block, with: []) }
      }
    }
    for block in animator.completions {
      try schedule(block, after: delay + animator.timing.duration, arguments: [.int(0)])
    }
    animator.animations = []
    animator.completions = []
    state.animators[number] = animator
  }
}
