/// An assignment to a member, or a member's member, of a geometry value held in a local:
/// `visible.size.height -= keyboard.height`, `insets.bottom = 0`.
///
/// Written as a chain of stores, it finds the local three times and builds every value on the
/// way twice; here the local is found once, read, changed along the path and written back. When
/// the local is not there or holds something else, the assignment's general code runs instead,
/// before anything is evaluated, so that nothing runs twice.
struct LocalGeometryAssignment {
  let key: LocalName
  /// The local's member (`size` of `visible.size.height`, `bottom` of `insets.bottom`).
  let first: GeometryMember
  /// That member's member, when the path has two (`height`).
  let second: GeometryMember?
  /// Where each is written, for its errors.
  let firstAt: SourceLocation
  let secondAt: SourceLocation

  /// The target's path, when it is one or two geometry members of a name that may be a local.
  init?(_ target: Expression, in compiler: CodeCompiler) {
    var members: [(GeometryMember, SourceLocation)] = []
    var base = target
    while case .member(let inner, let name) = base.kind {
      guard let member = GeometryMember(rawValue: name), members.count < 2 else { return nil }
      members.insert((member, base.location), at: 0)
      base = inner
    }
    guard case .name(let name) = base.kind, let outermost = members.first,
      compiler.mayBeLocal(name), name != "self", name != "super"
    else { return nil }
    key = LocalName(name)
    (first, firstAt) = outermost
    (second, secondAt) = members.count > 1 ? (members[1].0, members[1].1) : (nil, outermost.1)
  }

  /// `target op= value` (or `target = value` when `compound` is nil), falling back to
  /// `general` where the local or the path is not what the fused code handles.
  func code(
    value: CompiledExpression, compound: String?, doubles: DoubleOperator?,
    target: Expression, location: SourceLocation, general: @escaping StatementCode,
    store: @escaping AssignmentCode
  ) -> StatementCode {
    let (key, first, second, firstAt, secondAt) = (
      self.key, self.first, self.second, self.firstAt, self.secondAt
    )
    return { e throws(Interruption) in
      // A plain `=` evaluates its value first, as the general code does; evaluating leaves the
      // locals as they were, so the index found after it is the one written back.
      let assigned = compound == nil ? try e.value(of: value) : nil
      guard let index = e.locals.index(of: key) else {
        return try Self.finish(assigned, general, store, target, location, e)
      }
      let outer = e.locals[at: index]
      // The value the last member is read from and written into: the local's member when the
      // path has two, the local itself when it has one.
      let inner: Value
      if second != nil {
        guard let member = first.value(of: outer) else {
          return try Self.finish(assigned, general, store, target, location, e)
        }
        inner = member
      } else {
        inner = outer
      }
      let last = second ?? first
      let newValue: Value
      if let compound {
        guard let current = last.value(of: inner) else { return try general(e) }
        newValue = try Self.combine(current, try e.value(of: value), compound, doubles, location, e)
      } else {
        newValue = assigned ?? .void
      }
      let changed: Value?
      if second != nil {
        if let middle = try last.setting(newValue, of: inner, at: secondAt, in: e) {
          changed = try first.setting(middle, of: outer, at: firstAt, in: e)
        } else {
          changed = nil
        }
      } else {
        changed = try first.setting(newValue, of: outer, at: firstAt, in: e)
      }
      if let changed {
        e.locals[at: index] = changed
      } else {
        // A member these values do not set in place (`frame.minX`): the general store.
        try store(e, newValue)
      }
      e.noteAssignment(to: target, newValue, at: location)
    }
  }

  /// The general code's path where the fused one cannot go on: a compound assignment has read
  /// nothing yet and runs the general code whole; a plain one has its value and stores it.
  @inline(__always)
  private static func finish(
    _ assigned: Value?, _ general: StatementCode, _ store: AssignmentCode, _ target: Expression,
    _ location: SourceLocation, _ e: Evaluator
  ) throws(Interruption) {
    guard let assigned else { return try general(e) }
    try store(e, assigned)
    e.noteAssignment(to: target, assigned, at: location)
  }

  /// `current op operand`, as the general compound assignment works it out.
  @inline(__always)
  private static func combine(
    _ current: Value, _ operand: Value, _ compound: String, _ doubles: DoubleOperator?,
    _ location: SourceLocation, _ e: Evaluator
  ) throws(Interruption) -> Value {
    if let doubles, let result = doubles.apply(current, operand) { return result }
    return try e.arithmetic(compound, current, operand, at: location)
  }
}
