import FormSimCore

extension Evaluator {
  /// An expression's value; a `nil` met in an optional chain makes the whole expression `nil`.
  func value(of expression: Expression, type: String? = nil) throws(Interruption) -> Value {
    // `.default` where the declaration gives the type (`center: NotificationCenter = .default`):
    // that type's class member.
    if case .implicitMember(let name) = expression.kind, let type,
      let read = handler.uikitMembers.member(name, ofTypeNamed: UIKitTypes.bare(type))?.classRead
    {
      return read()
    }
    do {
      return try chained(
        expression, hint: type.flatMap { Self.wantsHint(expression) ? Hint(type: $0) : nil })
    } catch .chainEnded {
      return .nothing
    }
  }

  /// The value of an expression assigned to `target`: an implicit member (`.zero`) takes the
  /// target's type.
  func value(of expression: Expression, like target: Expression) throws(Interruption) -> Value {
    guard expression.readsContextType else { return try value(of: expression) }
    let current = try value(of: target)
    // Written into code FormSim does not simulate, the value changes nothing simulated: its
    // type, which only the unknown target gives (`unbuilt.contentInset = .zero`), is not needed,
    // and the event log shows it as written.
    if current.isOpaque { return .opaque(SourceText.of(expression)) }
    return try value(of: expression, likeValue: current)
  }

  func value(of expression: Expression, likeValue: Value) throws(Interruption) -> Value {
    do {
      return try chained(
        expression, hint: Self.wantsHint(expression) ? Hint(of: likeValue) : nil)
    } catch .chainEnded {
      return .nothing
    }
  }

  /// What the context says an implicit member's type is, as the zero of that type (`.zero`
  /// and `.identity` are the members whose value depends on it): a few bits rather than the
  /// type's name or a value of it, since every level of the walk is handed one.
  typealias Hint = UIKitTypes.Zero

  /// Whether `expression` reads the context's type: an implicit member, alone or in
  /// parentheses. Others are not handed one, which spares the lookup of the type's zero.
  static func wantsHint(_ expression: Expression) -> Bool {
    switch expression.kind {
    case .implicitMember, .tuple: true
    case .call: expression.isImplicitInitializer || expression.contextTypedAccumulator != nil
    default: false
    }
  }

  /// An expression's value inside an optional chain: `nil` after a `?` ends the chain.
  func chained(_ expression: Expression, hint: Hint? = nil) throws(Interruption) -> Value {
    let at = expression.location
    guard !stack.isNearlyFull(reserve: Self.stackReserve) else {
      throw .crash("stack overflow: calls and expressions nest too deep for the stack", at)
    }
    switch expression.kind {
    case .resolved(.local(let slot), _):
      return locals[slot]
    case .resolved(let binding, let name):
      return try lookup(name, binding, at: at)
    case .name(let name):
      return try lookup(name, at: at)
    case .implicitMember(let name):
      return try implicitMember(name, hint: hint, at: at)
    case .member(let base, let name):
      let receiver = try chained(base)
      if receiver.isNothing {
        // Objective-C's message to nil answers nil, wherever in a path it falls, or a view
        // geometry's zeros.
        if handler.program.language == .objectiveC {
          return Self.zeroGeometry(ofViewMember: name) ?? .nothing
        }
        throw .nilRead(of: name, at: at)
      }
      return try member(name, of: receiver, at: at)
    case .optionalChain(let base):
      let inner = try chained(base)
      if inner.isNothing { throw .chainEnded }
      return inner
    case .forceUnwrap(let base):
      let inner = try value(of: base)
      if inner.isNothing {
        throw .crash("unexpectedly found nil while unwrapping '\(SourceText.of(base))'", at)
      }
      return inner
    case .call(let callee, let arguments):
      if case .implicitMember("init") = callee.kind,
        let type = hint?.typeName ?? UIKitTypes.geometryType(labels: arguments.map(\.label))
      {
        // `.init(…)` where the context gives the type, or, where it gives none (an argument of
        // a method taking a point or a rectangle, `convert(.init(x: 0, y: h), to: window)`),
        // the geometry type its labels spell: that type's initialiser.
        return try call(Expression(.name(type), at: callee.location), arguments, at: at)
      }
      if let type = hint?.typeName, let name = expression.contextTypedAccumulator {
        // `let r: CGRect = frames.reduce(into: .zero) { … }`: the result's type is the
        // accumulator's, which the declaration gives.
        var typed = arguments
        let location = arguments[0].value.location
        typed[0].value = Expression(
          .member(Expression(.name(type), at: location), name), at: location)
        return try call(callee, typed, at: at)
      }
      return try call(callee, arguments, at: at)
    case .subscripted(let base, let arguments):
      let receiver = try chained(base)
      guard let first = arguments.first else { throw .refused("an empty subscript", at) }
      return try subscripted(receiver, by: try value(of: first.value), at: at)
    case .integer(let number): return .int(number)
    case .float(let number): return .double(number)
    case .string(let text): return .string(text)
    case .interpolated(let parts):
      var text = ""
      for part in parts {
        switch part {
        case .text(let piece): text += piece
        case .value(let inner): text += try value(of: inner).printText
        }
      }
      return .string(text)
    case .boolean(let flag): return .bool(flag)
    case .nilLiteral: return .nothing
    case .binary(let op, let lhs, let rhs):
      return try binary(op, lhs, rhs, at: at)
    case .prefix(let op, let operand):
      let inner = try value(of: operand)
      if inner.isOpaque { return inner }
      switch op {
      case .not: return .bool(!inner.isTrue)
      case .negate:
        if case .int(let number) = inner {
          let negated = (0).subtractingReportingOverflow(number)
          if negated.overflow && handler.program.language == .swift {
            throw .crash("arithmetic overflow", at)
          }
          return .int(negated.partialValue)
        }
        guard let number = inner.number else {
          if let unknown = Self.unknownConstant(inner) { return unknown }
          throw .refused("'-' on \(inner.logText)", at)
        }
        return .double(-number)
      case .plus, .address: return inner
      case .bitNot:
        guard case .int(let number) = inner else {
          if let unknown = Self.unknownConstant(inner) { return unknown }
          throw .refused("'~' on \(inner.logText)", at)
        }
        return .int(~number)
      }
    case .ternary(let condition, let then, let otherwise):
      return try truth(of: condition) ? try value(of: then) : try value(of: otherwise)
    case .cast(let inner, let kind, let type):
      return try cast(try value(of: inner), kind: kind, to: type, at: at)
    case .closure(let parameters, let body, let slots):
      return .closure(
        Closure(
          parameters: parameters, slots: slots, body: body, captured: locals, location: at,
          capturedSelf: selfValue,
          capturedTarget: selfObject))
    case .tuple(let elements):
      if elements.count == 1 { return try chained(elements[0].value, hint: hint) }
      // A tuple is its elements in order; patterns take it apart by position.
      var values: [Value] = []
      for element in elements { values.append(try value(of: element.value)) }
      return .tuple(values, labels: elements.map(\.label))
    case .array(let elements):
      var values: [Value] = []
      for element in elements { values.append(try value(of: element, likeValue: .int(0))) }
      return .array(values)
    case .dictionary(let entries):
      var values: [Value: Value] = [:]
      for entry in entries {
        values[try value(of: entry.key)] = try value(of: entry.value)
      }
      return .dictionary(values)
    case .selector(let name):
      return .selector(name)
    case .optionalTry(let attempt):
      do {
        return try value(of: attempt)
      } catch .thrown {
        return .nothing
      }
    case .unsupported(let what):
      throw .refused("\(what) is outside what FormSim interprets", at)
    case .opaque(let what):
      return .opaque(what)
    }
  }

  // MARK: Names

  /// A name left unresolved: `self`, `super`, or one bound when it is used.
  func lookup(_ name: String, at location: SourceLocation) throws(Interruption) -> Value {
    if name == "self" || name == "super" { return selfValue ?? .object(selfObject) }
    return try lookup(name, handler.fileNames[name] ?? .undeclared, at: location)
  }

  /// A name by what the resolver bound it to: a local, a property of `self` (stored, bound,
  /// computed), a method, or a name UIKit and Foundation give.
  func lookup(_ name: String, _ binding: NameBinding, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if case .local(let slot) = binding { return locals[slot] }
    if let selfValue, !Self.isQualifiedGlobal(name, binding) {
      // Inside a member of a value's type, a bare name is first a member of that value.
      let value = try member(name, of: selfValue, at: location)
      if !value.isOpaque { return value }
    }
    switch binding {
    case .local(let slot): return locals[slot]
    case .property(let index): return try property(handler.propertyList[index], at: location)
    case .method: return .method(name)
    case .global(let index):
      // A `UIView` extension's `self` is a view: `frame` there is its frame.
      if selfObject == .viewController { return handler.globalValues[index] }
    case .undeclared:
      if let stored = undeclaredProperty(name) { return stored }
      if let publisher = publishedProjection(name) { return publisher }
    }
    // In a view's or a shared object's extension, a bare name is first a member of `self`;
    // a capitalised one is a type, never a member.
    if selfObject != .viewController, name.first?.isUppercase != true,
      let value = try? member(name, of: .object(selfObject), at: location), !value.isOpaque
    {
      return value
    }
    if case .global(let index) = binding { return handler.globalValues[index] }
    if name == "view" { return .object(.rootView) }
    // A member of UIKit's view controller, read as `self`'s (`navigationController`).
    if let read = handler.uikitMembers.member(name, of: .viewController)?.read,
      let value = try read(self, .viewController, location)
    {
      return value
    }
    return try global(name, at: location)
  }

  /// Whether the resolver bound `name` as a type's constant by its qualified name
  /// (`UIResponder.keyboardFrameEndUserInfoKey`), which no value has as a member: asking the
  /// value would describe the member it lacks, at every notification, to be thrown away.
  static func isQualifiedGlobal(_ name: String, _ binding: NameBinding) -> Bool {
    guard case .global = binding else { return false }
    return name.utf8.contains(UInt8(ascii: "."))
  }

  /// A property of the view controller: stored, bound to the screen, or computed; or a value
  /// stored in a name the file does not declare.
  func property(_ name: String, at location: SourceLocation) throws(Interruption) -> Value? {
    if case .property(let index)? = handler.fileNames[name] {
      return try property(handler.propertyList[index], at: location)
    }
    if let stored = undeclaredProperty(name) { return stored }
    if name == "view" { return .object(.rootView) }
    return nil
  }

  /// A declared property's value: the object it is bound to, the value stored in it, its
  /// getter's result, or nil if it is optional and never set.
  func property(_ slot: CompiledHandler.PropertySlot, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if let object = slot.bound { return .object(object) }
    if let stored = state.properties[slot.index] { return stored }
    if slot.property.isLazy, let (property, initial) = handler.lazyInitialValues[slot.index] {
      // A `lazy` property's first read: its value, worked out with the screen as `self`
      // whoever reads it, is stored.
      let outer = (selfValue, selfObject)
      (selfValue, selfObject) = (nil, .viewController)
      defer { (selfValue, selfObject) = outer }
      let value = convert(try value(of: initial, type: property.type), to: property.type)
      try storeProperty(property.name, slot, value, at: property.location, observed: false)
      return value
    }
    if let getter = slot.getter { return try call(getter, with: []) }
    if slot.isOpaque { return .opaque(slot.property.name) }
    if slot.isFieldCollection {
      return .array(world.fields.indices.map { .object(.field($0)) })
    }
    if slot.needsBinding {
      let name = slot.property.name
      throw .refused(
        "'\(name)' is not bound: pass --bind \(name)="
          + UIKitTypes.bindingHint(slot.property.type, outlet: name),
        location)
    }
    return slot.initial
  }

  func undeclaredProperty(_ name: String) -> Value? {
    state.undeclaredProperties.isEmpty ? nil : state.undeclaredProperties[name]
  }

  /// Stores a property of the view controller, `slot` if the file declares it. One bound to the
  /// screen keeps its binding when the code puts there what it makes of what FormSim does not
  /// simulate (`_bar = [NSLayoutConstraint constraintWithItem:…]`,
  /// `bottom = field.bottomAnchor.constraint(equalTo: …)`): that is the view or constraint the
  /// binding stands for; nil leaves it. Any other value cannot replace it.
  func storeProperty(
    _ name: String, _ slot: CompiledHandler.PropertySlot?, _ value: Value,
    at location: SourceLocation, observed: Bool = true
  ) throws(Interruption) {
    guard let slot else {
      // A member of UIKit's view controller that the world simulates
      // (`additionalSafeAreaInsets`), written as `self`'s.
      if let write = handler.uikitMembers.member(name, of: .viewController)?.write {
        try write(self, .viewController, value, location)
        return
      }
      state.undeclaredProperties[name] = value
      return
    }
    if let bound = slot.bound {
      // What the code makes of what FormSim does not simulate, or the object bound already
      // (a helper's `self.scrollView = scrollView`, handed the screen's scroll view).
      if case .opaque = value { return }
      if case .object(let object) = value, object == bound { return }
      // Nil before the code makes the view (`self.scrollView = nil;` in an initialiser) or
      // after it lets go of it: the screen's view stays on screen, as the binding says.
      if value.isNothing {
        note(location, "\(name) = nil: the screen's \(bound) stays, as its binding says")
        return
      }
      throw .refused(
        "'\(name)' is bound to the simulated screen and cannot be replaced", location)
    }
    // What code FormSim does not run made (`lazy var stack = UIStackView(…)`) is known by the
    // property that holds it: a message names `stack.frame`, and two such properties' members
    // are two. A path --bind (`signUpView.scrollView`) starts from the property's name. An
    // unknown value that names a thing already (an unbound outlet handed in) keeps its name.
    var value = value
    if case .opaque(let what) = value, what.hasSuffix("(…)") || handler.pathRoots.contains(name) {
      value = .opaque(name)
      if handler.pathRoots.contains(name) {
        state.properties[slot.index] = value
        return
      }
    }
    if let setter = slot.setter {
      // A computed property's write is its `set`; the getter answers the reads.
      _ = try call(setter, with: [value])
      return
    }
    // Swift runs a property's observers around a write, but not for its initial value, not
    // for a write in its own type's initialiser, and not for a write inside its own observer.
    // A `@Published` property's publisher sends the new value between its `willSet` and the
    // store.
    guard observed, slot.willSet != nil || slot.didSet != nil || slot.property.isPublished,
      !observing.contains(slot.index),
      initializing == nil || initializing != slot.property.owner
    else {
      state.properties[slot.index] = value
      return
    }
    observing.insert(slot.index)
    defer { observing.remove(slot.index) }
    let old = state.properties[slot.index] ?? .nothing
    if let willSet = slot.willSet { _ = try call(willSet, with: [value]) }
    if slot.property.isPublished { try publish(value, slot: slot.index) }
    state.properties[slot.index] = value
    if let didSet = slot.didSet { _ = try call(didSet, with: [old]) }
  }

  // MARK: Assignment

  /// Stores `newValue` through a path: a local, a property, a member of a view, or a member of
  /// a value held by one (`view.frame.origin.y`), copying value types on the way as Swift does.
  ///
  /// Its result is why nothing changed, when the write went through nil (Objective-C's message
  /// to nil) or into opaque code, for the event log; nil when it stored the value.
  @discardableResult
  func assign(_ newValue: Value, to target: Expression) throws(Interruption) -> String? {
    let at = target.location
    switch target.kind {
    case .resolved(.local(let slot), _):
      locals[slot] = newValue
    case .name("self"):
      // In a method of the file's struct, `self` is its value, which the method may change;
      // in an enum's `init`, the case it sets.
      switch selfValue {
      case .instance?, .enumCase?, .nothing?: selfValue = newValue
      default: break
      }
      // `self = [super init…]`: the object UIKit made stays itself.
      return nil
    case .name(let name), .resolved(_, let name):
      // A stored property of the object or struct whose method this is.
      if storeOwnField(name, newValue) { return nil }
      let slot: CompiledHandler.PropertySlot?
      if case .resolved(.property(let index), _) = target.kind {
        slot = handler.propertyList[index]
      } else {
        slot = handler.propertySlots[name]
      }
      if selfObject != .viewController, slot == nil {
        try setMember(name, of: selfObject, to: newValue, at: at)
        return nil
      }
      try storeProperty(name, slot, newValue, at: at)
    case .member(let base, let name):
      let receiver = try chained(base)
      if let slot = observedProperty(name, of: receiver) {
        // `self.offset = …` in a method of the file's class, its property observed or
        // computed: stored as a bare `offset = …` is, its `didSet` or `set` run (a computed
        // one's `set` with the object as `self`, from wherever it is written).
        if let setter = slot.setter {
          _ = try run(setter, on: receiver, with: [newValue])
        } else {
          // Its observers are the object's methods: `self` there is the object.
          let outer = selfValue
          selfValue = receiver
          defer { selfValue = outer }
          try storeProperty(name, slot, newValue, at: at)
        }
        return nil
      }
      if case .type(let type) = receiver, let slot = staticProperty(name, of: type) {
        try storeProperty(name, slot, newValue, at: at)
        return nil
      }
      switch receiver {
      case .object(let object):
        try setMember(name, of: object, to: newValue, at: at)
      case .nothing:
        // Objective-C's `field.frame = r` with `field` nil is a message to nil: nothing.
        if handler.program.language == .objectiveC { return "sent to nil, nothing changes" }
        throw .nilWrite(of: name, at: at)
      case .opaque(let what):
        // A figure written through another name into an outlet no --bind connects (a
        // constraint handed to a helper that keeps it, `self.bottomConstraint = constraint`):
        // on a device it moves the view the outlet is; here the outlet must name one. Writes
        // through the outlet's own name were checked before the run. `what` is the outlet and
        // the members read from it (`notesTextView.contentInset` for
        // `alias.contentInset.bottom = …`): the first member written is the figure.
        let path = what.split(separator: ".").map(String.init)
        if let outlet = path.first, handler.unboundOutlets.contains(outlet),
          let figure = path.dropFirst().first ?? Optional(name),
          UIKitSurface.figures.contains(figure),
          let alias = base.rootName, alias != outlet,
          let type = handler.propertySlots[outlet]?.property.type,
          !UIKitTypes.undrawnViewTypes.contains(UIKitTypes.bare(type))
        {
          let hint = UIKitTypes.bindingHint(
            UIKitSurface.shownType(type, member: figure), outlet: outlet, writtenAs: alias,
            in: handler.program)
          throw .refused(
            "'\(SourceText.of(target))' is written, and '\(alias)' holds '\(outlet)', an outlet"
              + " no --bind connects: pass --bind \(outlet)=\(hint) (targets: "
              + "\(BindingTarget.words.joined(separator: ", ")))", at)
        }
        // Stored into code FormSim does not simulate: nothing simulated changes. An outlet to
        // a view or constraint FormSim does not draw keeps it for the code to read back.
        if let outlet = path.first, handler.opaqueOutlets.contains(outlet) {
          state.opaqueMembers["\(what).\(name)"] = newValue
        }
        return "into code FormSim does not simulate, nothing simulated changes"
      case .reference:
        // An object of the files' classes changes in place, wherever the path to it went (a
        // call's result, `[[Manager sharedInstance] setScrollView:…]`): nothing to write back.
        _ = try settingMember(name, of: receiver, to: newValue, at: at)
      default:
        let changed = try settingMember(name, of: receiver, to: newValue, at: at)
        return try assign(changed, to: base)
      }
    case .optionalChain(let base):
      let inner = try chained(base)
      if inner.isNothing { throw .chainEnded }
      return try assign(newValue, to: base)
    case .forceUnwrap(let base):
      if try value(of: base).isNothing {
        throw .crash("unexpectedly found nil while unwrapping '\(SourceText.of(base))'", at)
      }
      return try assign(newValue, to: base)
    case .subscripted(let base, let arguments):
      guard let key = arguments.first else { throw .refused("an empty subscript", at) }
      let collection = try chained(base)
      if collection.isOpaque { return nil }
      let changed = try storing(newValue, in: collection, at: try value(of: key.value), at: at)
      return try assign(changed, to: base)
    case .tuple(let elements) where elements.count == 1:
      return try assign(newValue, to: elements[0].value)
    default:
      throw .refused("assigning to \(SourceText.of(target))", at)
    }
    return nil
  }

  /// The property `name` of an object of the file's classes that has no storage of its own in
  /// the object (one with observers, or computed), when the object's class declares it.
  func observedProperty(_ name: String, of receiver: Value) -> CompiledHandler.PropertySlot? {
    guard case .reference(let object) = receiver, state.objects[object.id][name] == nil,
      let slot = handler.propertySlots[name], slot.property.owner == object.type
    else { return nil }
    return slot
  }

  // MARK: Operators

  func binary(
    _ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression, at location: SourceLocation
  )
    throws(Interruption) -> Value
  {
    switch op {
    case .and:
      guard try truth(of: lhs) else { return .bool(false) }
      return .bool(try truth(of: rhs))
    case .or:
      if try truth(of: lhs) { return .bool(true) }
      return .bool(try truth(of: rhs))
    case .nilCoalescing:
      let left = try value(of: lhs)
      if left.isOpaque {
        // Objective-C has no `??`: the front end writes one for a message that may go to nil
        // (`x?.frame ?? CGRectZero`), and a message to an object FormSim does not simulate
        // answers what that object would, unknown, not nil's zero. In Swift, an unknown
        // optional is taken as nil.
        if handler.program.language == .objectiveC { return left }
        return try value(of: rhs, likeValue: .double(0))
      }
      return left.isNothing ? try value(of: rhs, likeValue: .double(0)) : left
    default: break
    }
    let left = try value(of: lhs)
    // A comparison with an unknown value is unknown, as arithmetic is: the right side is not
    // read, so an implicit member there (`frame != .zero`) needs no type the left cannot give.
    if left.isOpaque { return left }
    let right = try value(of: rhs, likeValue: left)
    if right.isOpaque { return right }
    switch op {
    case .equal, .identical, .notEqual, .notIdentical, .less, .lessOrEqual, .greater,
      .greaterOrEqual:
      return try compare(op, zeroingNil(left, right), at: location)
    default:
      // Arithmetic takes nil as Objective-C's zero itself, for `a += b` as for `a + b`.
      return try arithmetic(op, left, right, at: location)
    }
  }

  /// `==`, `!=`, `===`, `!==`, `<`, `<=`, `>`, `>=` of two known values.
  func compare(
    _ op: BinaryOperator, _ operands: (Value, Value), at location: SourceLocation
  ) throws(Interruption) -> Value {
    let (left, right) = operands
    switch op {
    case .equal, .identical: return .bool(equal(left, right))
    case .notEqual, .notIdentical: return .bool(!equal(left, right))
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let a = left.number, let b = right.number else {
        if let unknown = Self.unknownConstant(left) ?? Self.unknownConstant(right) {
          return unknown
        }
        throw .refused("comparing \(left.logText) with \(right.logText)", location)
      }
      switch op {
      case .less: return .bool(a < b)
      case .lessOrEqual: return .bool(a <= b)
      case .greater: return .bool(a > b)
      default: return .bool(a >= b)
      }
    default:
      preconditionFailure("\(op) is no comparison")
    }
  }

  /// A capitalised name FormSim knows nothing of, computed with, is a constant of another file
  /// or a framework's header (`NSStringDrawingUsesFontLeading`), not a type: unknown, so what
  /// is computed from it is opaque.
  static func unknownConstant(_ value: Value) -> Value? {
    guard case .type(let name) = value else { return nil }
    return .opaque(name)
  }

  /// `+ - * / %` on numbers (integers stay integers, as Swift and C have them), `|` and `&` on
  /// option sets, `+` on strings and on dispatch times.
  /// In Objective-C a message to nil answers zero: nil beside a number is 0
  /// (`self.navigationController.viewControllers.count <= 1` with no navigation controller).
  /// Swift's nil is no number, and two nils stay nil, for `==`.
  func zeroingNil(_ left: Value, _ right: Value) -> (Value, Value) {
    guard handler.program.language == .objectiveC else { return (left, right) }
    if left.isNothing, right.number != nil { return (.int(0), right) }
    if right.isNothing, left.number != nil { return (left, .int(0)) }
    return (left, right)
  }

  func arithmetic(_ op: BinaryOperator, _ left: Value, _ right: Value, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    // What is computed from an unknown value is unknown, in `a -= b` as in `a - b`.
    if left.isOpaque { return left }
    if right.isOpaque { return right }
    var (left, right) = zeroingNil(left, right)
    // Two messages to nil summed (`[model a] + [model b]`): each answers zero.
    if handler.program.language == .objectiveC, left.isNothing, right.isNothing {
      (left, right) = (.int(0), .int(0))
    }
    if case .int(let a) = left, case .int(let b) = right {
      // Swift traps on overflow; C's and Objective-C's integers wrap (on every machine iOS runs).
      let traps = handler.program.language == .swift
      func checked(_ result: (partialValue: Int, overflow: Bool)) throws(Interruption) -> Value {
        if result.overflow && traps { throw .crash("arithmetic overflow", location) }
        return .int(result.partialValue)
      }
      switch op {
      case .add: return try checked(a.addingReportingOverflow(b))
      case .subtract: return try checked(a.subtractingReportingOverflow(b))
      case .multiply: return try checked(a.multipliedReportingOverflow(by: b))
      case .divide:
        guard b != 0 else { throw .crash("division by zero", location) }
        return try checked(a.dividedReportingOverflow(by: b))
      case .remainder:
        guard b != 0 else { throw .crash("division by zero", location) }
        return try checked(a.remainderReportingOverflow(dividingBy: b))
      case .bitOr: return .int(a | b)
      case .bitAnd: return .int(a & b)
      case .halfOpenRange:
        guard a <= b else { throw .crash("Range requires lowerBound <= upperBound", location) }
        return .range(a, b)
      case .closedRange:
        guard a <= b, b < Int.max else {
          throw .crash("Range requires lowerBound <= upperBound", location)
        }
        return .range(a, b + 1)
      case .shiftLeft: return .int(a << b)
      case .shiftRight: return .int(a >> b)
      default: break
      }
    }
    if case .string(let a) = left, case .string(let b) = right, op == .add { return .string(a + b) }
    guard let a = left.number, let b = right.number else {
      if let unknown = Self.unknownConstant(left) ?? Self.unknownConstant(right) { return unknown }
      throw .refused("'\(op.rawValue)' on \(left.logText) and \(right.logText)", location)
    }
    switch op {
    case .add: return .double(a + b)
    case .subtract: return .double(a - b)
    case .multiply: return .double(a * b)
    case .divide: return .double(a / b)
    case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
    default: throw .refused("the operator '\(op.rawValue)'", location)
    }
  }

  func equal(_ left: Value, _ right: Value) -> Bool {
    if let a = left.number, let b = right.number {
      if case .bool = left, case .bool = right { return a == b }
      if case .bool = left { return false }
      if case .bool = right { return false }
      return a == b
    }
    return left == right
  }

  // MARK: Casts

  func cast(_ value: Value, kind: CastKind, to type: String, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    let type = genericTypes.isEmpty ? type : genericTypes[type] ?? type
    let test = handler.castTests[type] ?? CastTest(type: type)
    return try cast(value, kind, test, at: location)
  }

  /// A cast, with what it tests worked out beforehand (once per type in compiled code).
  func cast(_ value: Value, _ kind: CastKind, _ test: CastTest, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if value.isOpaque { return kind == .test ? .bool(false) : value }
    if let declared = test.declared {
      // A type of the file: a value of it, or a case of it.
      let matches: Bool
      switch value {
      case .instance(let type, _): matches = type == declared.name
      case .reference(let object): matches = object.type == declared.name
      case .enumCase(let name, _): matches = declared.cases.contains(name)
      case .object(let object):
        if let viewClass = declared.viewClass {
          // The screen's view as the view class of the files it is (`view as! SignUpView`):
          // the class's members are the screen's.
          matches = ScreenViewClasses.screenView(of: viewClass) == object
        } else {
          // The view controller as its own class, or as a protocol of the files it adopts
          // (`self as! KeyboardHandling`).
          // The app's delegate as the app's class of the files that it is (`UIApplication
          // .shared.delegate as! AppDelegate`).
          matches =
            object == .viewController
            && (declared.kind == .protocolType || handler.screenClasses.contains(declared.name))
            || object == .applicationDelegate && declared.kind == .classType
              && !handler.screenClasses.contains(declared.name)
        }
      default: matches = false
      }
      switch kind {
      case .test: return .bool(matches)
      case .optional: return matches ? value : .nothing
      case .plain: return value
      case .forced:
        guard matches else {
          throw .crash("could not cast value of type \(value.logText) to '\(test.type)'", location)
        }
        return value
      }
    }
    if value == .object(.rootView), UIKitTypes.isScrollView(test.type) {
      // The code says the storyboard makes the root view a scroll view (`self.view as!
      // UIScrollView`): the screen's scroll view, which fills the root view, stands for it.
      return kind == .test ? .bool(true) : .object(.scrollView)
    }
    let matches = test.passes(value) { index in
      world.fields[index].kind == .multiline
    }
    switch kind {
    case .test: return .bool(matches)
    case .optional: return matches ? test.conversion.apply(value) : .nothing
    case .forced:
      guard matches else {
        if value.isNothing {
          throw .crash("unexpectedly found nil while unwrapping an Optional value", location)
        }
        throw .crash("could not cast value of type \(value.logText) to '\(test.type)'", location)
      }
      return test.conversion.apply(value)
    case .plain:
      return test.conversion.apply(value)
    }
  }

  /// A number converted to the type written: `Int` and C's `(int)` truncate.
  func convert(_ value: Value, to type: String?) -> Value {
    guard let type else { return value }
    return (handler.castTests[type]?.conversion ?? NumberConversion(type)).apply(value)
  }
}
