extension Evaluator {
  /// `Type(…)` for a struct or class the file declares: a struct's stored properties from the
  /// arguments, by label or in order; a class's object (`makeObject`). Nil for a type the file
  /// does not declare.
  func make(_ type: String, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value?
  {
    guard let declared = handler.declaredType(type) else { return nil }
    if declared.kind == .enumType, let initializer = initializer(of: declared, for: args) {
      // An enum's own `init` (`init?(name: Notification.Name)`), which sets `self` to a case
      // or returns nil.
      let (result, changed) = try runChanging(initializer, on: .nothing, with: args)
      return result.isNothing ? .nothing : changed
    }
    guard declared.kind == .structType || declared.kind == .classType else { return nil }
    // The view `loadView` makes the controller's (`view = SignUpView()`), whose properties are
    // the screen's already, and a scroll view of the files' class made in code
    // (`InsetScrollView()` in a stored property's closure): each stands for the layout's view,
    // as a `UIScrollView` made in code does, and its initialiser (which makes its constraints
    // and registers its observers) runs on it.
    if let viewClass = declared.viewClass,
      handler.screenViewClasses.contains(declared.name) || UIKitTypes.isScrollView(viewClass)
    {
      let view = ScreenViewClasses.screenView(of: viewClass)
      if let initializer = handler.viewInitializer(of: declared, for: args) {
        _ = try call(initializer, with: args.values, on: view)
      } else if args.count == 0 {
        // `SignUpView()` is UIView's `init()`, which calls the designated `init(frame: .zero)`.
        let frame = Arguments(
          written: [Argument(label: "frame", value: Expression(.nilLiteral, at: location))],
          values: [.rect(.zero)])
        if let initializer = handler.viewInitializer(of: declared, for: frame) {
          _ = try call(initializer, with: frame.values, on: view)
        }
      }
      return .object(view)
    }
    if declared.kind == .classType { return try makeObject(declared, args, at: location) }
    // The stored properties' initial values, then the `init` the file writes for the type, or
    // what the memberwise initialiser is given.
    var fields = try initialFields(of: declared)
    if let initializer = self.initializer(of: declared, for: args) {
      let (result, changed) = try runChanging(
        initializer, on: .instance(declared.name, fields), with: args)
      // `return nil` in a failable `init?`.
      return result.isNothing ? .nothing : changed
    }
    for (name, value) in self.fields(of: declared, from: args) { fields[name] = value }
    return .instance(declared.name, fields)
  }

  /// An Objective-C view class of the files made in code (`[[InsetScrollView alloc] init]`),
  /// as `make` makes a Swift one: the screen's view it stands for, with the initialiser the
  /// message names run on it (`-init` is UIView's, which sends `initWithFrame:` with a zero
  /// frame). Nil for a class that stands for no view of the screen's.
  func makeView(
    _ declared: HandlerProgram.DeclaredType, objectiveC initializer: String, _ args: Arguments
  )
    throws(Interruption) -> Value?
  {
    guard let viewClass = declared.viewClass,
      handler.screenViewClasses.contains(declared.name) || UIKitTypes.isScrollView(viewClass)
    else { return nil }
    let view = ScreenViewClasses.screenView(of: viewClass)
    if let method = handler.viewInitializer(named: initializer, of: declared, arity: args.count) {
      _ = try call(method, with: args.values, on: view)
    } else if initializer == "init",
      let method = handler.viewInitializer(named: "initWithFrame", of: declared, arity: 1)
    {
      _ = try call(method, with: [Value.rect(.zero)], on: view)
    }
    return .object(view)
  }

  /// The `init` of the type's own that a call with these arguments reaches.
  private func initializer(of declared: HandlerProgram.DeclaredType, for args: Arguments)
    -> CompiledMethod?
  {
    handler.method("init", for: args, ownedBy: declared.name)
  }

  /// A new value's or object's stored properties: nil, or the initial value they declare.
  private func initialFields(of declared: HandlerProgram.DeclaredType) throws(Interruption)
    -> [String: Value]
  {
    // A view class's stored properties are the screen's (`member(_:beyondGeometryOf:at:)`):
    // an object of it keeps none of its own.
    if declared.viewClass != nil { return [:] }
    var fields = Dictionary(uniqueKeysWithValues: declared.fields.map { ($0, Value.nothing) })
    if handler.program.language == .objectiveC {
      // The runtime clears a new object's memory: a `CGFloat` is 0, a `BOOL` NO.
      for property in handler.program.properties where property.owner == declared.name {
        fields[property.name] = UIKitTypes.clearedMemory(of: property.type)
      }
    }
    // Its stored properties only: a static one (or a global of the type's file) is the file's.
    // A `lazy` one has no value until its first read (`lazyField`).
    for (property, initial) in handler.fieldInitialValues[declared.name] ?? [] {
      if property.isLazy {
        fields[property.name] = nil
        continue
      }
      fields[property.name] = convert(
        try value(of: initial, type: property.type), to: property.type)
    }
    return fields
  }

  /// A `lazy` stored property of `object` at its first read: its initial value, worked out
  /// with the object as `self` once its initialiser has set what it reads, and stored; nil
  /// for any other name.
  func lazyField(_ name: String, of object: ObjectReference) throws(Interruption) -> Value? {
    guard let (property, initial) = handler.lazyFieldInitialValue(name, of: object.type) else {
      return nil
    }
    let outer = selfValue
    selfValue = .reference(object)
    defer { selfValue = outer }
    let value = convert(try value(of: initial, type: property.type), to: property.type)
    state.objects[object.id][name] = value
    return value
  }

  /// The stored properties an initialiser the file does not write is taken to set: each
  /// argument by its label, or in the order the type declares them.
  private func fields(of declared: HandlerProgram.DeclaredType, from args: Arguments)
    -> [String: Value]
  {
    var fields: [String: Value] = [:]
    for (position, value) in args.values.enumerated() {
      if let label = args.label(position) {
        fields[label] = value
      } else if position < declared.fields.count {
        fields[declared.fields[position]] = value
      }
    }
    return fields
  }

  /// An object of a class the file declares (a keyboard helper the view controller keeps):
  /// its stored properties nil, then their initial values, then its `init` the call's
  /// arguments reach, run with the object as `self`, as Swift makes one. What the `init`
  /// registers (observers of the keyboard's notifications) is the object's.
  func makeObject(
    _ declared: HandlerProgram.DeclaredType, _ args: Arguments, initializer name: String = "init",
    at location: SourceLocation
  ) throws(Interruption) -> Value {
    guard state.objects.count < Self.objectLimit else {
      throw .crash(
        "more than \(Self.objectLimit) objects of the file's classes made (is one made on every"
          + " notification?)", location)
    }
    // Its place first, then its initial values with it as `self` (a `lazy var`'s closure
    // captures the object); one of them may make another object, which takes the next place.
    let reference = ObjectReference(type: declared.name, id: state.objects.count)
    let object = Value.reference(reference)
    state.objects.append([:])
    let outer = selfValue
    selfValue = object
    defer { selfValue = outer }
    let initial = try initialFields(of: declared)
    state.objects[reference.id].merge(initial) { set, _ in set }
    if let initializer = handler.method(name, for: args, ownedBy: declared.name) {
      // `return nil` in a failable `init?`.
      if try call(initializer, with: args).isNothing { return .nothing }
    } else {
      for (name, value) in fields(of: declared, from: args) {
        state.objects[reference.id][name] = value
      }
    }
    return object
  }

  /// How many objects of its own classes a handler may make before it is taken to make one
  /// at every notification without end.
  static let objectLimit = 10_000

  /// The closure `self`'s property `name` holds, inside a method of an object or a value of
  /// the file's own types.
  func ownClosure(_ name: String) throws(Interruption) -> Value? {
    try storedClosure(name, of: selfValue)
  }

  /// What `value`'s property `name` holds when a call can run it: a closure, a method, or a
  /// type of the file's (`convert: KeyboardPayload.init`); for an object or a value of the
  /// file's own types.
  func storedClosure(_ name: String, of value: Value?) throws(Interruption) -> Value? {
    var stored = field(name, of: value)
    if stored == nil, case .reference(let object)? = value {
      stored = try lazyField(name, of: object)
    }
    switch stored {
    case .closure?, .method?: return stored
    case .type(let type)? where handler.declaredType(type) != nil: return stored
    default: return nil
    }
  }

  /// `self`'s stored property `name`, inside a method of an object or a value of the file's
  /// own types that has one of that name.
  func ownField(_ name: String) -> Value? {
    field(name, of: selfValue)
  }

  /// The stored property `name` of an object or a value of the file's own types.
  func field(_ name: String, of value: Value?) -> Value? {
    switch value {
    case .reference(let object)?: state.objects[object.id][name]
    case .instance(_, let fields)?: fields[name]
    default: nil
    }
  }

  /// Writes `self`'s stored property `name`, as `ownField` reads it; false when `self` has
  /// none of that name (the name is then the screen's).
  func storeOwnField(_ name: String, _ newValue: Value) -> Bool {
    switch selfValue {
    case .reference(let object)?
    where state.objects[object.id][name] != nil
      || handler.lazyFieldInitialValue(name, of: object.type) != nil:
      state.objects[object.id][name] = newValue
    case .instance(let type, var fields)? where fields[name] != nil:
      fields[name] = newValue
      selfValue = .instance(type, fields)
    default:
      return false
    }
    return true
  }
}
