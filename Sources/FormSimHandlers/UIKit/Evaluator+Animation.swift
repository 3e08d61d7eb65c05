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
    if awaiting[.scrollBottom] != nil || restoresFrame { updateBottomLift() }
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

  func callType(_ name: String, on type: String, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if let declared = handler.types[type], declared.cases.contains(name) {
      return .enumCase(name, args.values)
    }
    switch (type, name) {
    case ("UIView", "animate"), ("UIView", "animateWithDuration"), ("UIView", "animateKeyframes"),
      ("UIView", "animateKeyframesWithDuration"), ("UIView", "transition"):
      return try animate(args)
    case ("UIView", "addKeyframe"), ("UIView", "addKeyframeWithRelativeStartTime"),
      ("UIView", "performWithoutAnimation"):
      let (animations, actions) = args.closures("animations", "actionsWithoutAnimation")
      guard let block = animations ?? actions else { break }
      let keeps = name != "performWithoutAnimation"
      try animating(keeps ? animation : nil) { () throws(Interruption) in
        _ = try call(block, with: [])
      }
      return .void
    case ("UIView", "beginAnimations"):
      state.legacyAnimation = HandlerState.LegacyAnimation()
      animation = AnimationTiming(duration: 0.2, curve: .easeInOut)
      return .void
    case ("UIView", "setAnimationDuration"):
      state.legacyAnimation?.duration = args.at(0)?.number ?? 0.2
      refreshLegacyAnimation()
      return .void
    case ("UIView", "setAnimationCurve"):
      if case .int(let curve)? = args.at(0) {
        state.legacyAnimation?.curve = UIKitNames.curve(number: curve)
      }
      refreshLegacyAnimation()
      return .void
    case ("UIView", "setAnimationDelay"), ("UIView", "setAnimationBeginsFromCurrentState"),
      ("UIView", "setAnimationDelegate"), ("UIView", "setAnimationsEnabled"):
      return .void
    case ("UIView", "commitAnimations"):
      state.legacyAnimation = nil
      animation = nil
      return .void
    case ("UIViewPropertyAnimator", "runningPropertyAnimator"),
      ("UIViewPropertyAnimator", "runningPropertyAnimatorWithDuration"):
      return try callType("animate", on: "UIView", args, at: location)
    case ("UIScreen", "mainScreen"): return .object(.screen)
    case ("UIApplication", "sharedApplication"): return .object(.application)
    case ("NotificationCenter", "defaultCenter"): return .object(.notificationCenter)
    case ("UIDevice", "currentDevice"): return .object(.device)
    default: break
    }
    if args.count == 0, let value = try? typeMember(name, of: type, at: location), !value.isOpaque {
      return value
    }
    // `UIView.AnimationOptions(rawValue:)` and other constructors spelled as members.
    return try callGlobal("\(type).\(name)", args, at: location)
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

  func callAnimator(_ name: String, _ number: Int, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    guard var animator = state.animators[number] else { return .void }
    switch name {
    case "addAnimations":
      if case .closure(let block)? = args.at(0) { animator.animations.append(block) }
    case "addCompletion":
      if case .closure(let block)? = args.at(0) { animator.completions.append(block) }
    case "startAnimation":
      let delay = args.named("afterDelay")?.number ?? 0
      for block in animator.animations {
        if delay > 0 {
          try schedule(block, after: delay, timing: animator.timing)
        } else {
          try animating(animator.timing) { () throws(Interruption) in _ = try call(block, with: [])
          }
        }
      }
      for block in animator.completions {
        try schedule(block, after: delay + animator.timing.duration, arguments: [.int(0)])
      }
      animator.animations = []
      animator.completions = []
    case "stopAnimation", "finishAnimation", "pauseAnimation":
      break
    default:
      throw .refused("'\(name)' on a UIViewPropertyAnimator", location)
    }
    state.animators[number] = animator
    return .void
  }
}
