import FormSimCore

/// SnapKit's constraint DSL on the scroll view (SnapKit/SnapKit, `Sources/Constraint.swift` and
/// `Sources/ConstraintConstantTarget.swift` at 4d52cc3768ec5d345827b063dfa59e98a929965d): the
/// bottom edge's constraint is the one `--bind NAME=-scroll.bottom` stands for, the scroll view
/// its first item. Its other edges are the layout file's.
extension Evaluator {
  /// `scrollView.snp.makeConstraints { make in … }` (`making`), `updateConstraints` or
  /// `remakeConstraints`: the closure run with a maker.
  func snapKitConstraints(making: Bool, _ args: Arguments) throws(Interruption) -> Value? {
    guard case .closure(let closure)? = args.at(0) else { return nil }
    let outer = constraintClosure
    constraintClosure = ConstraintClosure(making: making)
    defer { constraintClosure = outer }
    _ = try call(closure, with: [.object(.snapKitMaker(SnapKitMaker()))])
    guard let (constant, location) = constraintClosure?.bottom else { return .void }
    if making {
      state.snapKitRestBottom = constant
    } else {
      try setSnapKitConstant(constant, of: .scrollBottomFromView, at: location)
    }
    return .void
  }

  /// `make.bottom`, `make.left.right`, `make.edges`: the maker with an attribute named, one that
  /// includes the bottom edge or not (the maker's table lists which).
  static func snapKitAttribute(includingBottom: Bool, of maker: SnapKitMaker) -> Value? {
    guard !maker.related else { return nil }
    var next = maker
    next.pinsBottom = maker.pinsBottom || includingBottom
    return .object(.snapKitMaker(next))
  }

  /// `equalTo(other)` or `equalToSuperview()`: the bottom pinned to the superview, a view, a
  /// guide or an anchor, with no constant, or with the number given (`equalTo(-12)`,
  /// `mas_equalTo(-12)`). What FormSim does not simulate there is an item of the app's
  /// (`inputBar.snp.top`), not a number.
  func snapKitRelation(_ maker: SnapKitMaker, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    var next = maker
    next.related = true
    // A number, or a point or insets boxed for Masonry's `mas_equalTo`, is a constant.
    let constant: Value =
      switch args.at(0) {
      case .int?, .double?, .point?: Self.snapKitConstant(args.at(0), inset: false)
      case .insets?: Self.snapKitConstant(args.at(0), inset: true)
      default: .double(0)
      }
    try setSnapKitBottom(constant, of: next, by: "equalTo", at: location)
    return .object(.snapKitMaker(next))
  }

  /// `offset(amount)` and `inset(amount)`, after a relation or for the superview's same edge
  /// (Masonry's, with none): the bottom's constant is the offset, or less the inset (a number,
  /// or an `UIEdgeInsets`' bottom).
  func snapKitConstant(
    _ maker: SnapKitMaker, _ amount: Value?, inset: Bool, at location: SourceLocation
  ) throws(Interruption) -> Value? {
    // Without a relation (Masonry's `make.bottom.mas_offset(-h)`), the edge is the superview's.
    var maker = maker
    maker.related = true
    try setSnapKitBottom(
      Self.snapKitConstant(amount, inset: inset), of: maker, by: inset ? "inset" : "offset",
      at: location)
    return .object(.snapKitMaker(maker))
  }

  /// A SnapKit constant target as the bottom edge reads it: a number, a point's `y`, less an
  /// inset or an inset's `bottom`; anything else is passed on (`mismatch` names it).
  static func snapKitConstant(_ amount: Value?, inset: Bool) -> Value {
    switch amount {
    case .int(let number)?: .double(inset ? -Double(number) : Double(number))
    case .double(let number)?: .double(inset ? -number : number)
    case .point(let point)? where !inset: .double(point.y)
    case .insets(let insets)? where inset: .double(-insets.bottom)
    default: amount ?? .nothing
    }
  }

  /// Stores the bottom constant a description on the scroll view gives: in a constraint
  /// closure, for it to apply when it returns; outside one (a kept Masonry constraint), the
  /// constraint's constant at once, which Auto Layout applies at its next pass.
  func setSnapKitBottom(
    _ constant: Value?, of maker: SnapKitMaker, by call: String, at location: SourceLocation
  ) throws(Interruption) {
    guard maker.pinsBottom else { return }
    let number = try snapKitNumber(constant, by: call, at: location)
    if constraintClosure != nil {
      constraintClosure?.bottom = (number, location)
    } else {
      try setSnapKitConstant(number, of: .scrollBottomFromView, at: location)
    }
  }

  /// The figure a SnapKit or Masonry call (`offset`, `update(inset:)`) is given; what is no
  /// number, code FormSim does not simulate among it, stops the handler at its line.
  func snapKitNumber(_ value: Value?, by call: String, at location: SourceLocation)
    throws(Interruption) -> Double
  {
    let value = value ?? .nothing
    guard let number = value.number else { throw mismatch(call, value, location) }
    return number
  }

  /// A SnapKit constant (`update(offset:)`, an updated description) written into the
  /// scroll view's bottom constraint, counted from the one its `makeConstraints` gave.
  func setSnapKitConstant(
    _ number: Double, of target: ConstraintTarget, at location: SourceLocation
  )
    throws(Interruption)
  {
    let constant = target == .scrollBottomFromView ? number - state.snapKitRestBottom : number
    try setMember("constant", of: .constraint(target), to: .double(constant), at: location)
    note(
      location,
      "the \(target.rawValue) constraint's constant = \(FormSimCore.figure(number))")
  }
}
