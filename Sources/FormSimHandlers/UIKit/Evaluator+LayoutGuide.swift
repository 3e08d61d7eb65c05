import FormSimCore

extension Evaluator {
  /// `first.constraint(equalTo: second, constant: c)` and
  /// `first.constraint(equalToSystemSpacingBelow: second, multiplier: m)` between the keyboard
  /// layout guide's top and the scroll view's bottom: the space the scroll view keeps above the
  /// keyboard. Nil (opaque) for the scroll view's bottom pinned to another view; refused where
  /// the guide is pinned to something else, which FormSim cannot move.
  func guideConstraint(
    from object: UIKitObject, _ args: Arguments, relation: ConstraintRelation,
    at location: SourceLocation
  ) throws(Interruption) -> Value? {
    guard case .anchor(let first) = object else { return nil }
    if let (target, fromRoot) = Self.bottomConstraint(first, args.at(0), relation) {
      // Remembered for the bound constraint made again (`Evaluator.activate`).
      if state.deactivatedConstraints[target] {
        let constant = args.named("constant") ?? .int(0)
        guard let number = constant.number else { throw mismatch("constant", constant, location) }
        state.remadeConstraints[target] = number
      }
      // One to the safe area is the bound constraint made again when a property is bound to
      // it: the binding counts it from the window's bottom.
      guard fromRoot || handler.bindings.values.contains(.constraint(target)) else { return nil }
      return .object(.constraint(target))
    }
    guard case .object(.anchor(let second))? = args.at(0), second != first,
      Set([first, second]) == [.guideTop, .scrollViewBottom]
    else {
      // The scroll view's bottom pinned to another view is the app's layout, opaque.
      guard first == .guideTop else { return nil }
      throw .refused(
        "a constraint from \(first.rawValue) to \(args.at(0)?.logText ?? "nothing") is outside"
          + " what FormSim simulates: only the scroll view's bottom pinned to the keyboard layout"
          + " guide's top moves anything", location)
    }
    // `first` = `second` + offset.
    let offset: Double
    switch relation {
    case .equal:
      let constant = args.named("constant") ?? .int(0)
      guard let number = constant.number else { throw mismatch("constant", constant, location) }
      offset = number
    case .systemSpacingBelow:
      let multiplier = args.named("multiplier") ?? .int(1)
      guard let number = multiplier.number else {
        throw mismatch("multiplier", multiplier, location)
      }
      offset = Self.systemSpacing * number
    case .other:
      throw .refused(
        "a constraint to the keyboard layout guide other than an equality ('equalTo:',"
          + " 'equalToSystemSpacingBelow:') is outside what FormSim simulates", location)
    }
    // The guide's top below the scroll view's bottom by `offset`, or the other way round.
    return .object(.guideConstraint(space: first == .guideTop ? offset : -offset))
  }

  /// The constraint between the scroll view's bottom and the root view's, made in code
  /// (`bottom = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)`) to be moved
  /// with the keyboard: the one `--bind NAME=-scroll.bottom` (the scroll view its first item)
  /// or `scroll.bottom` stands for. Its constant counts from the root view's bottom whatever
  /// it is made with, as a bound one's does. One to the safe area's bottom (`fromRoot` false)
  /// is the app's layout, opaque, unless a property is bound to that constraint.
  static func bottomConstraint(
    _ first: LayoutAnchor, _ second: Value?, _ relation: ConstraintRelation
  )
    -> (target: ConstraintTarget, fromRoot: Bool)?
  {
    guard relation == .equal, case .object(.anchor(let second))? = second else { return nil }
    switch (first, second) {
    case (.scrollViewBottom, .rootViewBottom): return (.scrollBottomFromView, true)
    case (.rootViewBottom, .scrollViewBottom): return (.scrollBottom, true)
    case (.scrollViewBottom, .safeAreaBottom): return (.scrollBottomFromView, false)
    case (.safeAreaBottom, .scrollViewBottom): return (.scrollBottom, false)
    default: return nil
    }
  }

  /// `isActive` written on a bound constraint, or the constraint in `activate([…])` and
  /// `deactivate([…])`. Deactivated, it leaves the scroll view where it is; activated again, it
  /// takes the constant of the constraint made since, if one was (the property that held it
  /// now holds the new one, which FormSim follows in its place), at the next layout pass.
  func activate(_ target: ConstraintTarget, _ active: Bool, at location: SourceLocation) {
    guard active else {
      state.deactivatedConstraints[target] = true
      state.remadeConstraints[target] = nil
      note(
        location,
        "deactivates the \(target.rawValue) constraint: the frame stays until one is activated")
      return
    }
    guard state.deactivatedConstraints[target] else { return }
    state.deactivatedConstraints[target] = false
    guard let constant = state.remadeConstraints[target] else { return }
    state.remadeConstraints[target] = nil
    // Auto Layout applies a constant at the next layout pass, not now.
    state.constraintsAwaitingLayout[target] = constant
    state.constraints[target] = constant
  }

  /// The standard spacing between two views UIKit gives `equalToSystemSpacingBelow:`.
  static let systemSpacing = 8.0

  /// `NSLayoutConstraint.activate([…])` and `deactivate`: the constraints to the keyboard
  /// layout guide among them are switched on or off; nil (opaque) when there are none.
  func activateGuideConstraints(in list: Value?, active: Bool, at location: SourceLocation)
    -> Value?
  {
    guard case .array(let items)? = list else { return nil }
    var found = false
    for case .object(let object) in items {
      switch object {
      case .guideConstraint(let space):
        state.keyboardGuideSpace = active ? space : nil
        // The event log shows it, as it shows an `isActive` written.
        note(
          location,
          "\(active ? "activates" : "deactivates") the constraint to the keyboard layout guide")
      case .constraint(let target): activate(target, active, at: location)
      default: continue
      }
      found = true
    }
    return found ? .void : nil
  }
}

/// How a constraint relates its two anchors, as Swift's first label (`equalTo:`,
/// `equalToSystemSpacingBelow:`) or Objective-C's selector (`constraintEqualToAnchor:`) says.
enum ConstraintRelation {
  /// `first = second + constant`.
  case equal
  /// `first = second + 8 × multiplier`.
  case systemSpacingBelow
  /// An inequality, or a relation FormSim does not follow.
  case other

  init(swiftLabel label: String?) {
    switch label {
    case "equalTo": self = .equal
    case "equalToSystemSpacingBelow": self = .systemSpacingBelow
    default: self = .other
    }
  }
}
