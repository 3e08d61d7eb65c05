import FormSimCore

/// Loops, `switch`, patterns and `do`/`catch`.
extension Evaluator {
  /// The stack left unused when nesting stops: room for reporting the crash and for the
  /// simulation around the hook.
  static let stackReserve: UInt = 256 << 10

  /// How many steps (turns of loops, calls of methods and closures) one call from UIKit may
  /// take before the run is the app's hang: a keyboard handler's loops go over fields and
  /// observers, never this far.
  static let iterationLimit = 200_000

  /// Counts one step; past the limit, the app hangs, and the handler stops there.
  func turn(at location: SourceLocation) throws(Interruption) {
    iterations += 1
    if iterations > Self.iterationLimit {
      throw .crash(
        "more than \(Self.iterationLimit) loop turns and calls in one call from UIKit: the app"
          + " would hang", location)
    }
  }

  /// Runs a loop's body once: false when a `break` for this loop ends it.
  private func loopBody(_ body: [Statement], _ label: String?) throws(Interruption) -> Bool {
    do {
      try execute(body)
    } catch .broke(let target) where target == nil || target == label {
      return false
    } catch .continued(let target) where target == nil || target == label {
      return true
    }
    return true
  }

  func forIn(
    _ pattern: Pattern, _ sequence: Value, _ filter: Expression?, _ body: [Statement],
    _ label: String?, at location: SourceLocation
  ) throws(Interruption) {
    if case .publisher(let publisher) = sequence {
      // `for await note in notifications(named:)`, and what `map`, `compactMap` and `filter`
      // make of it: the task waits here, and the body runs for each value as it comes, as a
      // subscriber's closure does.
      let parameters: (names: [String], slots: [Int])
      var conditions: [Condition] = []
      switch pattern {
      case .binding(let parameter, let slot): parameters = ([parameter], [slot])
      case .wildcard: parameters = ([], [])
      default:
        // `for await (frame, _) in …`, `for await case let x? in …`: each value lands in the
        // slot of the pattern's first name, and the body first matches it against the
        // pattern, which binds every name, that one's too; a value it does not match is passed
        // over, as `for case` does.
        guard let first = pattern.bindingSlots.first else {
          throw .refused(
            "a 'for await' loop whose pattern binds no name is outside what FormSim interprets",
            location)
        }
        parameters = (["value"], [first])
        let value = Expression(.resolved(.local(first), name: "value"), at: location)
        conditions.append(.matching(pattern, value, location: location))
      }
      if let filter { conditions.append(.boolean(filter)) }
      let block = Closure(
        parameters: parameters.names, slots: parameters.slots,
        body: (conditions.isEmpty
          ? [] : [Statement(.guardElse(conditions: conditions, otherwise: []), at: location)])
          + body,
        captured: locals, location: location, capturedSelf: selfValue, capturedTarget: selfObject)
      try subscribe(.closure(block), to: publisher, by: "a 'for await' loop", at: location)
      return
    }
    if case .opaque(let what) = sequence {
      // It goes round an unknown number of times: what its body assigns to the method's
      // variables is unknown after it, so that a figure written from them is the error it is
      // rather than the value they had before (`contentRect = CGRectUnion(contentRect, …)`).
      forgetAssigned(in: body, madeOf: what)
      return
    }
    for element in try elements(of: sequence, at: location) {
      try turn(at: location)
      guard try matches(pattern, element) else { continue }
      if let filter, try !truth(of: filter) { continue }
      guard try loopBody(body, label) else { return }
    }
  }

  /// Each variable of the running method that `body` assigns to (whole or a member of it)
  /// holds an opaque value made of `source`, the unknown code it came from.
  func forgetAssigned(in body: [Statement], madeOf source: String) {
    for root in ProgramWalk.assignedRoots(in: body) {
      switch root.kind {
      case .resolved(.local(let slot), _) where slot >= 0:
        locals[slot] = .opaque(source)
      case .resolved(.property(let index), _):
        forgetProperty(handler.propertyList[index], madeOf: source)
      case .member(let base, let name) where base.typeName == "self":
        if let slot = handler.propertySlots[name] { forgetProperty(slot, madeOf: source) }
      default:
        break
      }
    }
  }

  /// A stored property of the screen's holds what the code made of unknown code. One bound to
  /// the screen keeps its binding, and a computed one has no storage.
  private func forgetProperty(_ slot: CompiledHandler.PropertySlot, madeOf source: String) {
    guard slot.bound == nil, slot.getter == nil, slot.setter == nil else { return }
    state.properties[slot.index] = .opaque(source)
  }

  func whileLoop(
    _ conditions: [Condition], _ body: [Statement], _ step: [Statement], _ label: String?
  ) throws(Interruption) {
    while true {
      guard try holds(conditions) else { return }
      try turn(at: body.first?.location ?? SourceLocation(line: 1, column: 1))
      guard try loopBody(body, label) else { return }
      try execute(step)
    }
  }

  func repeatWhile(_ body: [Statement], _ condition: Expression, _ label: String?)
    throws(Interruption)
  {
    repeat {
      try turn(at: condition.location)
      guard try loopBody(body, label) else { return }
    } while try truth(of: condition)
  }

  /// What `for … in` goes over: an array's elements, a range's numbers, a dictionary's
  /// `(key, value)` pairs by key, a string's characters; nothing for nil or an unknown value.
  func elements(of sequence: Value, at location: SourceLocation) throws(Interruption) -> [Value] {
    switch sequence {
    case .array(let items): return items
    case .range(let lower, let upper):
      guard upper - lower <= Self.iterationLimit else {
        throw .crash(
          "a loop over \(lower)..<\(upper) would go round more than \(Self.iterationLimit) times",
          location)
      }
      return lower < upper ? (lower..<upper).map(Value.int) : []
    case .dictionary(let entries):
      return entries.sorted { $0.key.logText < $1.key.logText }.map { .array([$0.key, $0.value]) }
    case .string(let text): return text.map { .string(String($0)) }
    case .nothing, .opaque: return []
    default: throw .refused("a 'for' loop over \(sequence.logText)", location)
    }
  }

  /// A Swift `switch` is exhaustive: one no case matches and without a `default` has met a
  /// value its enum did not declare (an imported enum's, UIKit's curve 7 among
  /// `UIView.AnimationCurve`'s four), and the app traps there. C's falls out of the switch;
  /// so does one on a value FormSim does not know.
  func switchOver(
    _ subject: Value, _ cases: [SwitchCase], otherwise: [Statement]?, at location: SourceLocation
  ) throws(Interruption) {
    do throws(Interruption) {
      // By index: a copy of each case would take its patterns, its filter and its body.
      for index in cases.indices {
        for pattern in cases[index].patterns.indices {
          guard try matches(cases[index].patterns[pattern], subject) else { continue }
          if let filter = cases[index].filter, try !truth(of: filter) { continue }
          try execute(cases[index].body)
          return
        }
      }
      if let otherwise {
        try execute(otherwise)
      } else if handler.program.language == .swift, !subject.isOpaque, !subject.isNothing {
        throw .crash(
          "unexpected enum case \(subject.logText): no case of the switch matches it", location)
      }
    } catch .broke(label: nil) {
      // `break` ends the case.
    }
  }

  /// Whether `value` matches `pattern`; its bindings go into their slots.
  func matches(_ pattern: Pattern, _ value: Value) throws(Interruption) -> Bool {
    switch pattern {
    case .wildcard: return true
    case .binding(_, let slot):
      locals[slot] = value
      return true
    case .value(let expression):
      // `.name` compared with an enum case compares the cases' names.
      if case .enumCase(let name, _) = value, let written = Self.caseName(expression) {
        return written == name
      }
      let wanted: Value
      if case .implicitMember(let name) = expression.kind,
        let constant = handler.implicitConstants[name]
      {
        // `.easeIn`, `.curveEaseOut`: a member whose value needs no context, from the file's
        // table, without a walk.
        wanted = constant
      } else {
        wanted = try self.value(of: expression, likeValue: value)
      }
      if case .range(let lower, let upper) = wanted, let number = value.number {
        return Double(lower) <= number && number < Double(upper)
      }
      if wanted.isOpaque || value.isOpaque { return false }
      return equal(value, wanted)
    case .enumCase(let name, let patterns):
      switch (name, value) {
      case ("some", _):
        // `.some(p)` is `p?`; `.some` alone any value.
        return try matches(.some(patterns.first ?? .wildcard), value)
      case ("none", _): return value.isNothing
      case (_, .enumCase(let actual, let associated)):
        guard actual == name else { return false }
        if patterns.count == 1, associated.count > 1 {
          return try matches(patterns[0], .array(associated))
        }
        for (inner, item) in zip(patterns, associated) {
          guard try matches(inner, item) else { return false }
        }
        return true
      default: return false
      }
    case .tuple(let patterns):
      if case .opaque(let what) = value, pattern.isIrrefutable {
        // `let (scrollView, stack) = makeForm()` of code FormSim does not run: each name holds
        // an unknown part of it, and the code goes on, as the declaration always binds.
        for (index, inner) in patterns.enumerated() {
          _ = try matches(inner, .opaque("\(what).\(index)"))
        }
        return true
      }
      guard let items = value.tupleElements(count: patterns.count) else { return false }
      for (inner, item) in zip(patterns, items) {
        guard try matches(inner, item) else { return false }
      }
      return true
    case .some(let inner):
      guard !value.isNothing, !value.isOpaque else { return false }
      return try matches(inner, value)
    case .typed(let inner, let type):
      guard case .bool(true) = try cast(value, kind: .test, to: type, at: .init(line: 0, column: 0))
      else { return false }
      return try inner.map { (p) throws(Interruption) in try matches(p, value) } ?? true
    }
  }

  /// `name` of `.name` and `Type.name`, the spellings of an enum case in a pattern.
  static func caseName(_ expression: Expression) -> String? {
    switch expression.kind {
    case .implicitMember(let name): name
    case .member(let base, let name):
      if case .name(let type) = base.kind, type.first?.isUppercase == true {
        name
      } else if case .resolved(_, let type) = base.kind, type.first?.isUppercase == true {
        name
      } else {
        nil
      }
    default: nil
    }
  }

  func doCatch(_ body: [Statement], _ catches: [CatchClause]) throws(Interruption) {
    do {
      try execute(body)
    } catch .thrown(let error, let location) {
      for clause in catches {
        guard let pattern = clause.pattern else {
          locals[clause.errorSlot] = error
          try execute(clause.body)
          return
        }
        if try matches(pattern, error) {
          try execute(clause.body)
          return
        }
      }
      throw .thrown(error, location)
    }
  }
}
