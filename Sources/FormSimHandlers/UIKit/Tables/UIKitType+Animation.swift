import FormSimCore

extension UIKitType {
  /// `UIView`'s animation class methods, block-based and the older begin/commit pairs.
  static let viewAnimation = UIKitType(
    "UIView (animation)", objectiveC: ["UIView (UIViewAnimation)"],
    summary: "`UIView`'s class methods, which animate what their blocks change.",
    members: [
      UIKitMember(
        ["animate", "animateWithDuration"],
        objectiveC: [
          "animateWithDuration:animations:", "animateWithDuration:animations:completion:",
          "animateWithDuration:delay:options:animations:completion:",
          "animateWithDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:",
        ], type: "Void",
        classCall: { (e, args, _) throws(Interruption) in try e.animate(args) }),
      UIKitMember(
        ["animateKeyframes", "animateKeyframesWithDuration"],
        objectiveC: ["animateKeyframesWithDuration:delay:options:animations:completion:"],
        type: "Void", classCall: { (e, args, _) throws(Interruption) in try e.animate(args) }),
      UIKitMember(
        ["transition"], type: "Void",
        classCall: { (e, args, _) throws(Interruption) in try e.animate(args) }),
      UIKitMember(
        ["addKeyframe", "addKeyframeWithRelativeStartTime"],
        objectiveC: ["addKeyframeWithRelativeStartTime:relativeDuration:animations:"],
        type: "Void",
        classCall: { (e, args, _) throws(Interruption) in
          try e.runBlock(args, animated: true)
        }),
      UIKitMember(
        ["performWithoutAnimation"], objectiveC: ["performWithoutAnimation:"], type: "Void",
        classCall: { (e, args, _) throws(Interruption) in
          try e.runBlock(args, animated: false)
        }),
      UIKitMember(
        ["beginAnimations"], objectiveC: ["beginAnimations:context:"], type: "Void",
        classCall: { e, _, _ in
          e.state.legacyAnimation = HandlerState.LegacyAnimation()
          e.animation = AnimationTiming(duration: 0.2, curve: .easeInOut)
          return .void
        }),
      UIKitMember(
        ["setAnimationDuration"], objectiveC: ["setAnimationDuration:"], type: "Void",
        classCall: { e, args, _ in
          e.state.legacyAnimation?.duration = args.at(0)?.number ?? 0.2
          e.refreshLegacyAnimation()
          return .void
        }),
      UIKitMember(
        ["setAnimationCurve"], objectiveC: ["setAnimationCurve:"], type: "Void",
        classCall: { e, args, _ in
          if case .int(let curve)? = args.at(0) {
            e.state.legacyAnimation?.curve = UIKitNames.curve(number: curve)
          }
          e.refreshLegacyAnimation()
          return .void
        }),
      UIKitMember(
        ["setAnimationDelay"], objectiveC: ["setAnimationDelay:"], type: "Void",
        classCall: { _, _, _ in .void }),
      UIKitMember(
        ["setAnimationBeginsFromCurrentState"],
        objectiveC: ["setAnimationBeginsFromCurrentState:"], type: "Void",
        classCall: { _, _, _ in .void }),
      UIKitMember(
        ["setAnimationDelegate"], objectiveC: ["setAnimationDelegate:"], type: "Void",
        classCall: { _, _, _ in .void }),
      UIKitMember(
        ["setAnimationsEnabled"], objectiveC: ["setAnimationsEnabled:"], type: "Void",
        classCall: { _, _, _ in .void }),
      UIKitMember(
        ["commitAnimations"], objectiveC: ["commitAnimations"], type: "Void",
        classCall: { e, _, _ in
          e.state.legacyAnimation = nil
          e.animation = nil
          return .void
        }),
      UIKitMember(
        ["AnimationOptions"], type: "UIView.AnimationOptions.Type",
        classRead: { .type("UIView.AnimationOptions") }),
      UIKitMember(
        ["AnimationCurve"], type: "UIView.AnimationCurve.Type",
        classRead: { .type("UIView.AnimationCurve") }),
      UIKitMember(
        ["KeyframeAnimationOptions"], type: "UIView.KeyframeAnimationOptions.Type",
        classRead: { .type("UIView.KeyframeAnimationOptions") }),
    ])

  /// `UIViewPropertyAnimator`: an animator the handler made, by number.
  static let propertyAnimator = UIKitType(
    "UIViewPropertyAnimator", objectiveC: [],
    summary: "An animator the handler makes; a method not listed here is refused on it.",
    refusesOtherCalls: true,
    members: [
      UIKitMember(
        ["runningPropertyAnimator", "runningPropertyAnimatorWithDuration"], type: "Self",
        classCall: { (e, args, _) throws(Interruption) in try e.animate(args) }),
      UIKitMember(
        ["addAnimations"], type: "Void",
        call: { e, object, args, _ in
          e.changeAnimator(object) { animator in
            if case .closure(let block)? = args.at(0) { animator.animations.append(block) }
          }
          return .void
        }),
      UIKitMember(
        ["addCompletion"], type: "Void",
        call: { e, object, args, _ in
          e.changeAnimator(object) { animator in
            if case .closure(let block)? = args.at(0) { animator.completions.append(block) }
          }
          return .void
        }),
      UIKitMember(
        ["startAnimation"], type: "Void",
        call: { (e, object, args, _) throws(Interruption) in
          try e.startAnimator(object, after: args.named("afterDelay")?.number ?? 0)
          return .void
        }),
      UIKitMember(["stopAnimation"], type: "Void", call: { _, _, _, _ in .void }),
      UIKitMember(["finishAnimation"], type: "Void", call: { _, _, _, _ in .void }),
      UIKitMember(["pauseAnimation"], type: "Void", call: { _, _, _, _ in .void }),
    ])
}
