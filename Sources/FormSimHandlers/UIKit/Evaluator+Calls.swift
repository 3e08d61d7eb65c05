import FormSimCore

/// Calls: the file's own methods, closures, UIKit's methods and Foundation's functions.
extension Evaluator {
  func call(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation)
    throws(Interruption) -> Value
  {
    switch callee.kind {
    case .member(let base, let name):
      // UIKit's own part of an overridden method does nothing simulated; its initialiser gives
      // the object back (`self = [super initWithCoder:coder]`).
      if case .name("super") = base.kind {
        // The superclass's method, when the running class inherits one of the files'.
        if let runningClass {
          let args = try evaluate(arguments)
          if let method = handler.superMethod(name, from: runningClass, for: args) {
            return try call(method, with: args)
          }
        }
        return name.hasPrefix("init") ? .object(selfObject) : .void
      }
      // Objective-C's `[[KeyboardLifter alloc] initWithScrollView:sv]` and `[KeyboardLifter
      // new]` of a class of the file's: an object, made by that initialiser; of a view class
      // of the files' (`[[InsetScrollView alloc] init]`), the screen's view it stands for.
      if let type = Expression.allocatedClass(receiver: base, message: name),
        let declared = handler.declaredType(type),
        declared.kind == .classType
      {
        let initializer = name == "new" ? "init" : name
        let args = try evaluate(arguments, own: (initializer, .object(type)))
        if let view = try makeView(declared, objectiveC: initializer, args) { return view }
        return try makeObject(declared, args, initializer: initializer, at: location)
      }
      let receiver = try chained(base)
      // `value.getValue(&rect)`: the boxed value written into the variable passed.
      if case .prefix(.address, let target)? = arguments.first?.value.kind, name == "getValue" {
        if !receiver.isOpaque { try assign(receiver, to: target) }
        return .void
      }
      let args = try evaluate(
        arguments, calling: name, own: receiver.ownTypeName.map { (name, .object($0)) })
      // `Optional.map` and `flatMap` on a value that is not a collection: the closure applied to
      // it, or nil for nil.
      if case .closure(let transform)? = args.at(0), name == "map" || name == "flatMap" {
        switch receiver {
        case .array, .dictionary, .opaque, .publisher: break
        case .nothing: return .nothing
        default: return try call(transform, with: [receiver])
        }
      }
      if case .publisher(let publisher) = receiver {
        return try publisherCall(name, on: publisher, args, at: location)
      }
      switch receiver {
      case .array, .dictionary:
        // A mutating method changes the collection where it is stored, as Swift's value types do.
        if let changed = try mutating(name, receiver, args, at: location) {
          try assign(changed.collection, to: base)
          return changed.result
        }
        if let result = try collectionCall(name, on: receiver, args, at: location) {
          return result
        }
      default: break
      }
      if case .instance = receiver, let method = handler.ownedMethods[name] {
        // A method of the file's struct: what it changes in `self` (a `mutating` one) is
        // written back where the value came from, as Swift does.
        let (result, changed) = try runChanging(method, on: receiver, with: args)
        if changed != receiver { try assign(changed, to: base) }
        return result
      }
      let result = try callMember(name, onOptional: receiver, args, at: location)
      try forgetAddressed(arguments, after: result)
      return result
    case .resolved(.local(let slot), _):
      return try callValue(locals[slot], try evaluate(arguments), at: location)
    case .name(let name), .resolved(_, let name):
      let readsType = arguments.contains(where: \.value.readsContextType)
      let args =
        readsType && Self.sharingArgumentType.contains(name)
        ? try evaluateSharingType(arguments)
        : try evaluate(
          arguments, own: (name, scopeOfSelf),
          closureTypes: readsType ? closureParameterTypes(of: callee) : nil)
      // A closure an object or value of the file's own types keeps, called from its own code
      // (`activeField()` with `let activeField: () -> UIView?`).
      if let closure = try ownClosure(name) { return try callValue(closure, args, at: location) }
      // A name the resolver bound as a global is no method of the file (a method's name binds
      // as the method): no need to look for one.
      if !callee.isBoundGlobal, let method = handler.method(name, for: args, owner: scopeOfSelf) {
        return try call(method, with: args)
      }
      // In an extension of a view's or a shared object's class, a bare name is first the
      // object's own method (`addObserver(forName:object:queue:)` in one of
      // `NotificationCenter`).
      if selfObject != .viewController,
        UIKitSurface.viewMethods.contains(name)
          || handler.uikitMembers.member(name, of: selfObject)?.call != nil
      {
        return try callMember(name, on: .object(selfObject), args, at: location)
      }
      if let made = try make(name, args, at: location) { return made }
      if let bound = viewMadeForBinding, bound == .scrollView,
        UIKitTypes.scrollViewTypes.contains(name)
      {
        return .object(bound)
      }
      // A method of UIKit's view controller, called as `self`'s (`setEditing(true, animated:
      // false)`), as its properties are read.
      if selfObject == .viewController, handler.viewControllerCalls[name] != nil {
        return try callMember(name, on: .object(.viewController), args, at: location)
      }
      let result = try callGlobal(name, args, at: location)
      try forgetAddressed(arguments, after: result)
      return result
    case .array(let elements) where elements.count == 1:
      // `[Message]()`, `[Coding](arrayLiteral: .a, .b)`; another initialiser
      // (`repeating:count:`) makes an array FormSim does not follow.
      let args = try evaluate(arguments)
      if arguments.isEmpty || args.label(0) == "arrayLiteral" { return .array(args.values) }
      return .opaque("\(SourceText.of(callee))(…)")
    case .dictionary(let entries) where entries.count == 1 && arguments.isEmpty:
      return .dictionary([:])  // `[Int: Message]()`
    case .implicitMember(let name):
      let args = try evaluate(arguments)
      if name == "now" { return .double(0) }
      let result = try callGlobal(name, args, at: location)
      // Not UIKit's: a case of an enum of the app's, with its associated values.
      if case .opaque = result { return .enumCase(name, args.values) }
      return result
    default:
      let function = try chained(callee)
      let closureTypes =
        arguments.contains(where: \.value.readsContextType)
        ? closureParameterTypes(of: callee) : nil
      return try callValue(
        function, try evaluate(arguments, closureTypes: closureTypes), at: location)
    }
  }

  /// `&x` passed to code FormSim does not simulate (`error:&error`, `CGRectDivide(…, &slice,
  /// …)`): what it wrote there is unknown, so `x` holds an opaque value from then on.
  func forgetAddressed(_ arguments: [Argument], after result: Value) throws(Interruption) {
    guard case .opaque(let what) = result else { return }
    for argument in arguments {
      if case .prefix(.address, let target) = argument.value.kind {
        try assign(.opaque(what), to: target)
      }
    }
  }

  /// A member of a value's type, run with the value as `self`.
  func run(_ method: CompiledMethod, on value: Value, with arguments: some ArgumentValues)
    throws(Interruption) -> Value
  {
    try runChanging(method, on: value, with: arguments).result
  }

  /// `run(_:on:with:)`, and `self` as the method left it.
  func runChanging(_ method: CompiledMethod, on value: Value, with arguments: some ArgumentValues)
    throws(Interruption) -> (result: Value, changed: Value)
  {
    let outer = selfValue
    selfValue = value
    defer { selfValue = outer }
    let result = try call(method, with: arguments)
    return (result, selfValue ?? value)
  }

  /// A call's arguments, each evaluated in order. `own` names the file's method or type the
  /// call may reach, whose parameters' types an implicit member takes (`inset: .zero`).
  func evaluate(
    _ arguments: [Argument], calling method: String? = nil,
    own: (name: String, scope: CompiledHandler.MethodScope)? = nil, closureTypes: [String]? = nil
  ) throws(Interruption) -> Arguments {
    var values: [Value] = []
    values.reserveCapacity(arguments.count)
    // By index: a copy of each argument would take its label and its expression.
    for index in arguments.indices {
      // `.zero` takes the type its label gives: `CGRect(origin: .zero, size: …)`; a first
      // argument without one, the type the method's name gives (`setContentOffset(.zero, …)`).
      var type: String?
      if arguments[index].value.readsContextType {
        // The file's own method's declared parameter first, then UIKit's by the label.
        if let own {
          type = ownParameterType(own.name, own.scope, arguments, at: index)
        }
        // A closure's, by the function type its property is declared with.
        if type == nil, let closureTypes, closureTypes.indices.contains(index) {
          type = closureTypes[index]
        }
        if type == nil, let label = arguments[index].label {
          type = Self.argumentTypes[label]
        } else if type == nil, index == 0, let method {
          type = Self.firstArgumentTypes[method]
        }
      }
      values.append(try value(of: arguments[index].value, type: type))
    }
    return Arguments(written: arguments, values: values)
  }

  /// The parameters' types of the closure a call runs, when the callee is a property declared
  /// with a function type (`var onHide: ((CGRect) -> Void)?`, called as `onHide?(.zero)`).
  func closureParameterTypes(of callee: Expression) -> [String]? {
    switch callee.kind {
    case .optionalChain(let inner), .forceUnwrap(let inner):
      return closureParameterTypes(of: inner)
    case .name(let name), .resolved(_, let name), .member(_, let name):
      // The screen's property, or a stored one of an object of the files' classes (its value
      // lives in the object, not among the screen's slots).
      let property =
        handler.propertySlots[name]?.property
        ?? handler.program.properties.first { $0.name == name }
      return property?.type.flatMap(FunctionType.parameterTypes)
    default:
      return nil
    }
  }

  /// `max(.zero, height - inset)`: the arguments of a function whose arguments share one type,
  /// an implicit member taking the type of the others, which are evaluated first.
  func evaluateSharingType(_ arguments: [Argument]) throws(Interruption) -> Arguments {
    var values = [Value](repeating: .nothing, count: arguments.count)
    var hint: Hint?
    for index in arguments.indices where !arguments[index].value.readsContextType {
      values[index] = try value(of: arguments[index].value)
      hint = hint ?? Hint(of: values[index])
    }
    for index in arguments.indices where arguments[index].value.readsContextType {
      values[index] = try value(of: arguments[index].value, type: hint?.typeName)
    }
    return Arguments(written: arguments, values: values)
  }

  /// Foundation's and the standard library's functions whose arguments are of one type.
  static let sharingArgumentType: Set<String> = ["max", "min", "fmax", "fmin"]

  /// The declared type of the parameter the `index`th argument gives, when the call reaches a
  /// method of the file's (`name`) or an initialiser of a type of the file's (`name` the type).
  func ownParameterType(
    _ name: String, _ scope: CompiledHandler.MethodScope, _ arguments: [Argument],
    at index: Int
  ) -> String? {
    let label = { (position: Int) in arguments[position].label }
    let method =
      handler.method(name, arity: arguments.count, owner: scope, label: label)
      ?? handler.declaredType(name).flatMap { type in
        handler.method("init", ownedBy: type.name, arity: arguments.count, label: label)
      }
    guard let parameters = method?.parameters, parameters.indices.contains(index) else {
      return nil
    }
    return parameters[index].type
  }

  /// The type of UIKit's and Core Graphics' arguments by their labels, for an implicit member:
  /// an app's own view takes `init(frame: .zero)` as UIKit's views do.
  static let argumentTypes: [String: String] = [
    "origin": "CGPoint", "size": "CGSize", "contentOffset": "CGPoint",
    "insets": "UIEdgeInsets", "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint",
    // The numbers of `CGRect(x:y:width:height:)`, `UIEdgeInsets(top:left:bottom:right:)` and
    // the like: `.zero` of `CGFloat`.
    "x": "CGFloat", "y": "CGFloat", "width": "CGFloat", "height": "CGFloat", "top": "CGFloat",
    "left": "CGFloat", "bottom": "CGFloat", "right": "CGFloat", "dx": "CGFloat", "dy": "CGFloat",
  ]

  /// The type of the unlabelled first argument of UIKit's methods that take a geometry value.
  static let firstArgumentTypes: [String: String] = [
    "setContentOffset": "CGPoint", "scrollRectToVisible": "CGRect",
    "setContentInset": "UIEdgeInsets",
  ]

  func callValue(_ function: Value, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    switch function {
    case .closure(let closure): return try call(closure, with: args)
    case .method(let name):
      guard let method = handler.method(name, arity: args.count) else {
        throw .refused("no method '\(name)' takes \(args.count) arguments", location)
      }
      return try call(method, with: args)
    case .function("now"): return .double(0)
    case .type(let type):
      if let made = try make(type, args, at: location) { return made }
      return try callGlobal(type, args, at: location)
    case .nothing: throw .crash("unexpectedly found nil while calling a closure", location)
    case .opaque(let what): return .opaque("\(what)(…)")
    default:
      // Swift calls no plain value, so `fallback()` of one is an `@autoclosure` parameter's
      // value, which the call site handed over already worked out.
      if args.count == 0 { return function }
      throw .refused("calling \(function.logText)", location)
    }
  }

  // MARK: Methods of values and objects

  /// A method called on a receiver that may be nil: a message to nil answers nil in
  /// Objective-C; in Swift, the call through an implicitly unwrapped optional crashes.
  func callMember(
    _ name: String, onOptional receiver: Value, _ args: Arguments, at location: SourceLocation
  ) throws(Interruption) -> Value {
    if receiver.isNothing {
      if handler.program.language == .objectiveC { return .nothing }
      throw .crash("unexpectedly found nil while calling '\(name)'", location)
    }
    return try callMember(name, on: receiver, args, at: location)
  }

  func callMember(
    _ name: String, on receiver: Value, _ args: Arguments, at location: SourceLocation
  )
    throws(Interruption) -> Value
  {
    if case .reference(let object) = receiver,
      let method = handler.method(name, for: args, ownedBy: object.type)
        ?? handler.declaredType(object.type).flatMap({ handler.viewMethod(name, of: $0, for: args) }
        )
    {
      // A method of the object's class, or of its view class (a view the screen holds, `let
      // loginView = LoginView()` added to the root view, whose properties are the screen's).
      return try run(method, on: receiver, with: args)
    }
    if !receiver.isObject, let method = handler.ownedMethods[name] {
      // A method the file declares on this value's type.
      return try run(method, on: receiver, with: args)
    }
    if case .object(let object) = receiver, let shared = handler.member(name, of: object),
      let owner = shared.method.owner,
      let method = handler.method(name, for: args, ownedBy: owner)
    {
      // A category's or an extension's method on a shared object's class, of those of its
      // name the one the call's labels reach: run on it. One the call cannot reach is UIKit's
      // own of that name.
      return try call(method, with: args, on: object)
    }
    switch receiver {
    case .reference, .instance:
      // A closure an object or a value keeps, called through it (`descriptor.convert(note)`).
      if let stored = try storedClosure(name, of: receiver) {
        return try callValue(stored, args, at: location)
      }
    case .object(let object):
      return try callObject(name, on: object, args, at: location)
    case .type(let type):
      return try callType(name, on: type, args, at: location)
    case .userInfo:
      if let call = handler.uikitMembers.userInfoMember(name)?.valueCall,
        let value = try call(self, receiver, args, location)
      {
        return value
      }
    case .rect(let rect):
      return try callRect(name, rect, args, at: location)
    case .transform(let transform):
      return try callTransform(name, transform, args, at: location)
    case .function("now") where name == "uptimeNanoseconds":
      return .int(0)
    case .int, .double, .bool, .point, .size:
      if name == "rounded", let number = receiver.number {
        return try Self.rounded(number, by: args.at(0), at: location)
      }
      // Swift 2's `value.CGRectValue()`, Objective-C's `[value doubleValue]`.
      return try member(name, of: receiver, at: location)
    case .method(let method) where name == "callAsFunction":
      return try callValue(.method(method), args, at: location)
    case .opaque(let what):
      return .opaque("\(what).\(name)(…)")
    default: break
    }
    if args.count == 0, let value = try? member(name, of: receiver, at: location), !value.isOpaque {
      return value
    }
    return .opaque("\(receiver.logText).\(name)(…)")
  }

  /// `x.rounded()` (halves away from zero, as Swift's default) and `x.rounded(.up)` with any of
  /// Swift's rounding rules.
  static func rounded(_ number: Double, by rule: Value?, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    guard let rule else { return .double(number.rounded()) }
    let rules: [String: FloatingPointRoundingRule] = [
      "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
      "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]
    guard case .enumCase(let name, _) = rule, let known = rules[name] else {
      if rule.isOpaque { return .opaque("rounded(\(rule.logText))") }
      throw .refused("rounding by \(rule.logText)", location)
    }
    return .double(number.rounded(known))
  }

  func callRect(_ name: String, _ rect: Rect, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    // Of a view FormSim does not simulate (`rect.contains(label.frame.origin)`): unknown.
    if let unknown = args.values.first(where: \.isOpaque) { return unknown }
    if name == "contains", let argument = args.at(0),
      let answer = Self.containment(of: argument, in: rect)
    {
      return answer
    }
    switch (name, args.at(0)) {
    case ("intersects", .rect(let other)?): return .bool(rect.intersection(other) != nil)
    case ("intersection", .rect(let other)?):
      return .rect(Self.coreGraphicsIntersection(rect, other))
    case ("union", .rect(let other)?):
      let minX = min(rect.minX, other.minX)
      let minY = min(rect.minY, other.minY)
      return .rect(
        Rect(
          x: minX, y: minY, width: max(rect.maxX, other.maxX) - minX,
          height: max(rect.maxY, other.maxY) - minY))
    case ("offsetBy", _):
      return .rect(
        rect.offsetBy(dx: args.named("dx")?.number ?? 0, dy: args.named("dy")?.number ?? 0))
    case ("inset", .insets(let insets)?):
      return .rect(rect.inset(by: insets))
    case ("insetBy", _):
      return .rect(
        rect.insetBy(dx: args.named("dx")?.number ?? 0, dy: args.named("dy")?.number ?? 0))
    case ("divided", _):
      guard let distance = args.named("atDistance")?.number,
        case .int(let edge)? = args.named("from")
      else { throw .refused("'divided' without a distance and an edge", location) }
      let (slice, remainder) = Self.divide(rect, atDistance: distance, from: edge)
      return .array([.rect(slice), .rect(remainder)])
    case ("CGRectValue", _), ("cgRectValue", _): return .rect(rect)
    default: throw .refused("'\(name)' on a CGRect", location)
    }
  }

  /// `CGRectDivide`: the slice `distance` deep from `edge` (`CGRectEdge`'s raw value: min x,
  /// min y, max x, max y), clamped to the rectangle, and what remains.
  static func divide(_ rect: Rect, atDistance distance: Double, from edge: Int) -> (Rect, Rect) {
    let vertical = edge == 1 || edge == 3
    let extent = vertical ? rect.height : rect.width
    let cut = min(max(0, distance), extent)
    let fromMin = edge == 0 || edge == 1
    if vertical {
      let sliceY = fromMin ? rect.minY : rect.maxY - cut
      let restY = fromMin ? rect.minY + cut : rect.minY
      return (
        Rect(x: rect.minX, y: sliceY, width: rect.width, height: cut),
        Rect(x: rect.minX, y: restY, width: rect.width, height: extent - cut)
      )
    }
    let sliceX = fromMin ? rect.minX : rect.maxX - cut
    let restX = fromMin ? rect.minX + cut : rect.minX
    return (
      Rect(x: sliceX, y: rect.minY, width: cut, height: rect.height),
      Rect(x: restX, y: rect.minY, width: extent - cut, height: rect.height)
    )
  }

  /// `rect.contains(_:)` of a point or a rectangle; nil for anything else.
  static func containment(of argument: Value, in rect: Rect) -> Value? {
    switch argument {
    case .point(let point): .bool(rect.contains(point))
    case .rect(let other):
      .bool(
        other.minX >= rect.minX && other.maxX <= rect.maxX && other.minY >= rect.minY
          && other.maxY <= rect.maxY)
    default: nil
    }
  }

  func callTransform(
    _ name: String, _ transform: AffineTransform, _ args: Arguments, at location: SourceLocation
  ) throws(Interruption) -> Value {
    switch name {
    case "translatedBy":
      let by = AffineTransform(tx: args.named("x")?.number ?? 0, ty: args.named("y")?.number ?? 0)
      return .transform(by.concatenating(transform))
    case "scaledBy":
      let by = AffineTransform(a: args.named("x")?.number ?? 1, d: args.named("y")?.number ?? 1)
      return .transform(by.concatenating(transform))
    case "concatenating":
      guard case .transform(let other)? = args.at(0) else { break }
      return .transform(transform.concatenating(other))
    case "inverted":
      guard transform.isTranslation else { break }
      return .transform(AffineTransform(tx: -transform.tx, ty: -transform.ty))
    default: break
    }
    throw .refused("'\(name)' on a CGAffineTransform", location)
  }

  /// A method of a UIKit object, from its type's table (`UIKitTables`); the file's own methods
  /// first on `self` and, as the file's `UIView` extension declares them, on a view.
  func callObject(
    _ name: String, on object: UIKitObject, _ args: Arguments, at location: SourceLocation
  ) throws(Interruption) -> Value {
    if object == .viewController, let method = handler.method(name, for: args, owner: .screen) {
      // Called from an object of the file's (a helper's `owner?.apply()`): `self` in there
      // is the view controller again.
      let outer = selfValue
      selfValue = nil
      defer { selfValue = outer }
      return try call(method, with: args)
    }
    if object.isView || object.isConstraint, handler.extendsViews,
      let method = handler.method(name, for: args), method.onView
    {
      // A method of the file's `UIView` extension, run with the view as `self` (or of its
      // constraint class, with the constraint).
      return try call(method, with: args, on: object)
    }
    if let call = handler.uikitMembers.member(name, of: object)?.call,
      let value = try call(self, object, args, location)
    {
      return value
    }
    if let type = UIKitTables.type(of: object), type.refusesOtherCalls {
      throw .refused("'\(name)' on a \(type.name)", location)
    }
    // `[self setWatching:YES]` of a property the file declares and no file gives a setter:
    // the runtime's synthesized setter stores it.
    if object == .viewController, handler.program.language == .objectiveC, args.count == 1,
      let property = PropertyAccessor.property(setBy: name),
      let slot = handler.propertySlots[property]
    {
      note(location, "self.\(property) = \(args.values[0].logText)")
      try storeProperty(property, slot, args.values[0], at: location)
      return .void
    }
    if args.count == 0, let value = try? objectMember(name, of: object, at: location),
      !value.isOpaque
    {
      return value
    }
    return .opaque("\(object).\(name)(…)")
  }

  /// `scrollView.setContentOffset(_:animated:)`, with its first argument and its `animated:`.
  func setContentOffset(_ offset: Value?, animated: Value?, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    guard case .point(let point)? = offset else {
      throw mismatch("setContentOffset", offset ?? .nothing, location)
    }
    let animated = (animated ?? .bool(false)).isTrue
    scroll(to: point, animated: animated)
    note(
      location,
      "scrollView.setContentOffset(\(Value.point(point).logText), animated: \(animated))")
    return .void
  }

  /// `scrollView.scrollRectToVisible(_:animated:)`, with its first argument and its `animated:`.
  func scrollRectToVisible(_ rect: Value?, animated: Value?, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    guard case .rect(let rect)? = rect else {
      throw mismatch("scrollRectToVisible", rect ?? .nothing, location)
    }
    let animated = (animated ?? .bool(false)).isTrue
    if let target = inWorld({ $0.offsetShowing(rect) }) {
      scroll(to: target, animated: animated)
      note(
        location,
        "scrollView.scrollRectToVisible → contentOffset = \(Value.point(target).logText)")
    }
    return .void
  }

  /// `animated: true` is the scroll view's own 0.3 s move; otherwise the offset changes at once,
  /// or inside the animation block the code is in.
  func scroll(to offset: Point, animated: Bool) {
    if animated {
      world.setContentOffset(offset, animated: true)
    } else {
      apply { $0.contentOffset = offset }
    }
  }

  /// `CGRectIntersection`: rectangles that only touch meet in an empty rectangle on the edge
  /// they share (a keyboard going down to the screen's bottom meets the view in one 0 tall at
  /// 480); only those apart give the null rectangle, at infinity.
  static func coreGraphicsIntersection(_ a: Rect, _ b: Rect) -> Rect {
    let x0 = max(a.minX, b.minX)
    let y0 = max(a.minY, b.minY)
    let x1 = min(a.maxX, b.maxX)
    let y1 = min(a.maxY, b.maxY)
    guard x1 >= x0, y1 >= y0 else { return Rect(x: .infinity, y: .infinity, width: 0, height: 0) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// `convert(_:from:)` and `convert(_:to:)` (`convertRect:fromView:` in Objective-C), for
  /// rectangles and points; a `nil` view is the window.
  func convertCall(on object: UIKitObject, _ args: Arguments, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    guard let subject = args.at(0) else { throw .refused("convert without a value", location) }
    let rect: Rect
    switch subject {
    case .rect(let value): rect = value
    case .point(let point): rect = Rect(origin: point, size: Size(width: 0, height: 0))
    default: throw mismatch("convert", subject, location)
    }
    let converted: Rect
    if let from = args.named("from", "fromView") ?? args.named("fromCoordinateSpace", "fromWindow")
    {
      let source: UIKitObject
      if case .object(let view) = from { source = view } else { source = .window }
      converted = convert(rect, from: source, to: object)
    } else if let to = args.named("to", "toView") ?? args.named("toCoordinateSpace", "toWindow") {
      let destination: UIKitObject
      if case .object(let view) = to { destination = view } else { destination = .window }
      converted = convert(rect, from: object, to: destination)
    } else {
      throw .refused("convert without from: or to:", location)
    }
    if case .point = subject { return .point(converted.origin) }
    return .rect(converted)
  }

  // MARK: Notifications

  func notificationName(_ value: Value?) -> KeyboardNotification.Name? {
    switch value {
    case .notificationName(let name)?: name
    case .string(let text)?: UIKitNames.notification(text)
    default: nil
    }
  }

  /// An operator applied to a keyboard publisher (Combine's, or RxCocoa's observable):
  /// `map`, `compactMap` and `filter` add a stage; `receive(on:)`, `eraseToAnyPublisher()`,
  /// `share()` and RxSwift's scheduling and conversions give it back as it is (the
  /// notification is posted on the main thread already); `merge(with:)` joins two; `sink`,
  /// `subscribe(onNext:)`, `bind`, `drive` and `emit` subscribe. Any other operator's
  /// publisher is opaque.
  func publisherCall(
    _ name: String, on publisher: KeyboardPublisher, _ args: Arguments,
    at location: SourceLocation
  ) throws(Interruption) -> Value {
    let closure = args.closures("receiveValue").0
    switch name {
    case "map", "compactMap", "filter", "flatMap", "flatMapLatest":
      guard let closure else { break }
      let stage: PublisherStage =
        switch name {
        case "map": .map(closure)
        case "filter": .filter(closure)
        case "compactMap": .compactMap(closure)
        default: .flatMap(closure)
        }
      if publisher.sources.isEmpty {
        // `Just(x).map { … }`: its value is there already.
        var values: [Value] = []
        for value in publisher.values {
          switch try transformed(value, by: stage) {
          case .one(let next)?: values.append(next)
          case .many(let more)?: values += more
          case .stopped?, nil: break
          }
        }
        return .publisher(KeyboardPublisher(publishing: values))
      }
      return .publisher(publisher.appending(stage))
    case "observeValues", "observeResult":
      // ReactiveSwift's: each value, or (`observeResult`) each as the result `.success(value)`.
      guard let sink = sink(args, "action") else { break }
      try subscribe(
        sink, to: name == "observeResult" ? publisher.appending(.event("success")) : publisher,
        by: "a ReactiveSwift observer", at: location)
      return .opaque("Disposable")
    case "observe" where args.count == 1 && args.label(0) == nil:
      // ReactiveSwift's `observe { event in … }`: each value as the event `.value(value)`.
      guard case .closure(let closure)? = args.at(0) else { break }
      try subscribe(
        .closure(closure), to: publisher.appending(.event("value")),
        by: "a ReactiveSwift observer", at: location)
      return .opaque("Disposable")
    case "take" where ["during", "duringLifetimeOf"].contains(args.label(0)):
      // ReactiveSwift's: the screen outlives every notification FormSim posts.
      return .publisher(publisher)
    case "receive", "eraseToAnyPublisher", "share", "setFailureType", "replaceError",
      // RxSwift's: the scheduler is the main one, and the screen is not deallocated.
      "observe", "observeOn", "subscribeOn", "asObservable", "asDriver", "asSignal", "takeUntil",
      "debug",
      // ReactiveObjC's.
      "deliverOnMainThread":
      return .publisher(publisher)
    case "take" where args.label(0) == "until":
      return .publisher(publisher)
    case "withLatestFrom":
      guard case .object(.relay(let relay))? = args.at(0) else { break }
      let combine: Closure? = if case .closure(let c)? = args.at(1) { c } else { nil }
      return .publisher(publisher.appending(.latestFrom(relay, combine)))
    case "skip", "dropFirst":
      // `skip(1)`, `dropFirst()`: the first values, counted per subscription.
      let count = args.count == 0 ? 1 : args.at(0)?.number.map(Int.init) ?? 0
      return .publisher(publisher.appending(.skip(count, subscription: 0)))
    case "distinctUntilChanged", "removeDuplicates":
      // A closure comparing values is the app's own test: not followed.
      if args.count > 0 { break }
      return .publisher(publisher.appending(.distinct(subscription: 0)))
    case "subscribe" where args.label(0) == "on":
      return .publisher(publisher)
    case "merge":
      // `merge()` of `Observable.from([…])`, which already holds the publishers merged.
      if args.count == 0 { return .publisher(publisher) }
      guard case .publisher(let other)? = args.at(0) else { break }
      return .publisher(KeyboardPublisher(merging: [publisher, other]))
    case "sink":
      guard let sink = sink(args, "receiveValue") else { break }
      try subscribe(sink, to: publisher, by: "a Combine subscriber", at: location)
      return .opaque("AnyCancellable")
    case "assign":
      guard case .closure(let keyPath)? = args.named("to"), let object = args.named("on"),
        let sink = sink(assigningTo: keyPath, on: object, at: location)
      else { break }
      try subscribe(.closure(sink), to: publisher, by: "Combine's assign(to:on:)", at: location)
      return .opaque("AnyCancellable")
    case "subscribe", "bind", "drive", "emit", "subscribeNext":
      // `bind(to: scrollView.rx.keyboardInset)`, `drive(constraint.rx.constant)`: each binder
      // is handed every value.
      let binders = args.values.compactMap { sink(binding: $0, at: location) }
      if !binders.isEmpty && binders.count == args.count {
        for sink in binders {
          try subscribe(.closure(sink), to: publisher, by: "an RxCocoa binder", at: location)
        }
        return .opaque("Disposable")
      }
      // A bare `subscribe { event in … }` is handed each value as the event `.next(value)`.
      if name == "subscribe", args.count == 1, args.label(0) == nil,
        case .closure(let closure)? = args.at(0)
      {
        try subscribe(
          .closure(closure), to: publisher.appending(.event("next")),
          by: "an RxSwift subscriber", at: location)
        return .opaque("Disposable")
      }
      // `subscribe(onNext:)`; `bind`, `drive` and `emit` also take it as a trailing closure.
      let onNext = args.named("onNext").flatMap { value -> Closure? in
        if case .closure(let closure) = value { closure } else { nil }
      }
      // The closure alone, or after the owner (`drive(with: self) { owner, value in … }`).
      let owned = args.named("with") != nil
      let trailing: Closure? =
        if name != "subscribe", args.count == (owned ? 2 : 1), args.label(args.count - 1) == nil,
          case .closure(let closure)? = args.at(args.count - 1)
        {
          closure
        } else {
          nil
        }
      guard let sink = (onNext ?? trailing).map(PublisherSink.closure) ?? sink(args.named("onNext"))
      else { break }
      // RxSwift 6's `drive(with: self, onNext: { owner, value in … })`.
      let subscribed = args.named("with").map { publisher.appending(.owner($0)) } ?? publisher
      try subscribe(
        sink, to: subscribed,
        by: name == "subscribeNext" ? "a ReactiveObjC subscriber" : "an RxSwift subscriber",
        at: location)
      return .opaque("Disposable")
    default:
      break
    }
    return .opaque("\(name)(…) on a publisher")
  }

  /// The subscriber a method of the files' passed by name is (`sink(receiveValue:
  /// keyboardWillShow)`); nil for any other value.
  func sink(_ value: Value?) -> PublisherSink? {
    guard case .method(let name)? = value else { return nil }
    return handler.methodIndex(selector: name).map(PublisherSink.method)
  }

  /// The subscriber an operator is given under `label`: its closure (labelled so, or the
  /// first unlabelled), else a method of the files' passed there or first, unlabelled.
  func sink(_ args: Arguments, _ label: String) -> PublisherSink? {
    args.closures(label).0.map(PublisherSink.closure)
      ?? sink(args.named(label) ?? (args.label(0) == nil ? args.at(0) : nil))
  }

  /// Registers `sink` for each notification `publisher` merges, through the stages each adds.
  /// A subscription to an RxKeyboard driver is handed the frame it holds at once: the
  /// keyboard's, or a frame 0 tall at the screen's bottom while it is down.
  func subscribe(
    _ sink: PublisherSink, to publisher: KeyboardPublisher, by subscriber: String,
    at location: SourceLocation
  ) throws(Interruption) {
    var publisher = publisher
    var replayed: Value?
    // Its stages' memory, under a number of the subscription's own.
    let subscription = publisher.remembers ? state.nextNumber : nil
    if let subscription {
      publisher = publisher.subscribed(as: subscription)
      state.nextNumber += 1
    }
    if let stream = publisher.keyboardFrameStream, let subscription {
      let screen = screenBounds
      let frame = inWorld { world in
        world.keyboardShown
          ? world.notificationFrame(fromWindow: world.keyboardFrame)
          : Rect(x: 0, y: screen.height, width: screen.width, height: 0)
      }
      state.keyboardFrames[subscription] = frame
      if stream.replays {
        replayed = stream.value(of: frame, after: nil, screenHeight: screen.height)
      }
    }
    for source in publisher.sources {
      try checkObserverCount(at: location)
      state.observers.append(
        .init(
          name: source.subject, action: .pipeline(source.stages, sink), token: state.nextNumber))
      state.nextNumber += 1
      note(location, "observes \(source.subject.logText) with \(subscriber)")
    }
    if let replayed, let stages = publisher.sources.first?.stages {
      // The driver's value now, through what the subscription applies after the frame.
      try deliver(replayed, through: stages.dropFirst(), into: sink)
    }
    // A `@Published` property's publisher hands a new subscriber the value it holds.
    for source in publisher.sources {
      guard case .published(let slot, _) = source.subject else { continue }
      try deliver(state.properties[slot] ?? .nothing, through: source.stages[...], into: sink)
    }
  }

  /// `$name` of a `@Published` property `name` of the screen's, or of an object of `type`
  /// (a keyboard helper's `$height`): its publisher.
  func publishedProjection(_ name: String, ofType type: String? = nil) -> Value? {
    guard name.utf8.first == UInt8(ascii: "$"),
      let slot = handler.propertySlots[String(name.dropFirst())],
      slot.property.isPublished, slot.property.owner == type
    else { return nil }
    return .publisher(KeyboardPublisher(published: slot.index, name: slot.property.name))
  }

  /// Sends `value`, about to be stored in the `@Published` property at `slot`, to the
  /// property's subscribers, in the order they subscribed, as its publisher does from the
  /// property's `willSet`.
  func publish(_ value: Value, slot: Int) throws(Interruption) {
    for observer in state.observers {
      guard case .published(slot, _) = observer.name else { continue }
      switch observer.action {
      case .pipeline(let stages, let sink): try deliver(value, through: stages[...], into: sink)
      case .block(let closure): _ = try call(closure, with: [value])
      case .method: break
      }
    }
  }

  /// `perform(_:with:afterDelay:)` (`performSelector:withObject:afterDelay:`) and its forms
  /// without a delay: the file's method the selector names, with the object if it takes one,
  /// now or as a block scheduled after the delay, as the run loop's timer calls it.
  func performSelector(_ args: Arguments, at location: SourceLocation) throws(Interruption)
    -> Value?
  {
    let text: String
    switch args.at(0) {
    case .selector(let written)?, .string(let written)?: text = written
    case .method(let method)?: text = method
    default: return nil
    }
    guard let method = handler.method(selector: text) else {
      throw .refused("the selector '\(text)' names no method of the handler file", location)
    }
    let object = args.named("withObject", "with")
    let arguments = method.parameters.isEmpty ? [] : [object ?? .nothing]
    guard let delay = args.named("afterDelay")?.number else {
      return try call(method, with: arguments)
    }
    // The block `{ self.method(object) }`, its argument passed as the block's own.
    let parameter = "object"
    let passed = Expression(.resolved(.local(0), name: parameter), at: location)
    let callee = Expression(
      .member(Expression(.name("self"), at: location), method.name), at: location)
    let label = method.parameters.first?.label
    let call = Expression(
      .call(callee, arguments.isEmpty ? [] : [Argument(label: label, value: passed)]),
      at: location)
    let block = Closure(
      parameters: [parameter], slots: [0], body: [Statement(.expression(call), at: location)],
      captured: Locals(), location: location, capturedSelf: selfValue, capturedTarget: selfObject)
    try schedule(block, after: delay, arguments: arguments)
    return .void
  }

  /// The object an observer asks its notifications to come from, when UIKit never posts the
  /// keyboard's with it: they come with no object, and from iOS 16.1 with the screen, never
  /// with the view controller or an object of the app's. Nil for anything else: a view's
  /// window, say, is still nil in `viewDidLoad` on a device, which lets every one through.
  static func poster(_ object: Value?) -> String? {
    switch object {
    case .object(.viewController)?: "the view controller"
    case .reference(let poster)?: poster.type
    case .string(let text)?: "the string \"\(text)\""
    default: nil
    }
  }

  /// Whether an observer of `keyboard` asks for it from a poster UIKit never posts it with
  /// (`Self.poster`), which is logged: it is not registered.
  func hearsNothing(
    _ keyboard: KeyboardNotification.Name, posterOf args: Arguments, at location: SourceLocation
  ) -> Bool {
    guard let poster = Self.poster(args.named("object")) else { return false }
    note(location, "observes \(keyboard.rawValue) posted by \(poster), which UIKit never does")
    return true
  }

  /// What an observer of the notification `name` registered with `args` hears: a keyboard
  /// notification (unless its `object:` is one that never posts it), or a text editing one
  /// of every field or of the field its `object:` is; nil for another name, or for a text
  /// editing notification of an object that is no field.
  func observedSubject(_ name: Value?, _ args: Arguments, at location: SourceLocation)
    -> HandlerState.Observer.Subject?
  {
    if let keyboard = notificationName(name) {
      return hearsNothing(keyboard, posterOf: args, at: location) ? nil : .keyboard(keyboard)
    }
    guard let text = TextEditingNotification(name) else { return nil }
    switch args.named("object") {
    case nil, .nothing?: return .textEditing(text, field: nil)
    case .object(.field(let field))?: return .textEditing(text, field: field)
    case let poster?:
      note(
        location,
        "observes \(text.rawValue) posted by \(poster.logText), which is no field of the form")
      return nil
    }
  }

  /// `addObserver(_:selector:name:object:)` and `addObserver(forName:object:queue:using:)`,
  /// and Swift 2's `addObserverForName(_:object:queue:usingBlock:)`, whose name comes first and
  /// unlabelled.
  func addObserver(_ args: Arguments, at location: SourceLocation) throws(Interruption) -> Value {
    let name =
      args.named("name", "forName")
      ?? (args.label(0) == nil && notificationName(args.at(0)) != nil ? args.at(0) : nil)
    if let selector = args.named("selector") {
      let text: String
      switch selector {
      case .selector(let written), .string(let written): text = written
      case .method(let method): text = method
      default: throw .refused("a selector FormSim cannot read: \(selector.logText)", location)
      }
      guard let subject = observedSubject(name, args, at: location) else { return .void }
      var target = UIKitObject.viewController
      var receiver: ObjectReference?
      switch args.at(0) {
      case .object(let observer)?: target = observer
      case .reference(let object)?: receiver = object
      default: break
      }
      let scope: CompiledHandler.MethodScope =
        if let receiver { .object(receiver.type) } else if target == .viewController {
          .screen
        } else { .any }
      guard let index = handler.methodIndex(selector: text, owner: scope) else {
        // A method of a file not given, or of none (the check warned of it): what it does is
        // the app's own code, and nothing simulated changes when the notification comes.
        note(location, "observes \(subject.logText) → \(text), no method of the files given")
        return .void
      }
      try checkObserverCount(at: location)
      state.observers.append(
        .init(
          name: subject, action: .method(index), token: 0, target: target, receiver: receiver))
      note(location, "observes \(subject.logText) → \(text)")
      return .void
    }
    let (using, usingBlock) = args.closures("using", "usingBlock")
    let action: HandlerState.Observer.Action
    if let block = using ?? usingBlock {
      action = .block(block)
    } else if case .method(let method)? = args.named("using", "usingBlock") {
      // `using: keyboardWillShow`: a method of the file passed as the block.
      guard let index = handler.methodIndex(selector: method) else {
        throw .refused("'\(method)' names no method of the handler file", location)
      }
      action = .method(index)
    } else {
      throw .refused("addObserver without a selector or a block", location)
    }
    let token = state.nextNumber
    state.nextNumber += 1
    if let subject = observedSubject(name, args, at: location) {
      try checkObserverCount(at: location)
      state.observers.append(.init(name: subject, action: action, token: token))
      note(location, "observes \(subject.logText) with a block")
    }
    return .object(.observerToken(token))
  }

  func checkObserverCount(at location: SourceLocation) throws(Interruption) {
    guard state.observers.count < Self.observerLimit else {
      throw .crash(
        "more than \(Self.observerLimit) keyboard observers registered (is addObserver called on"
          + " every notification, without removeObserver?)", location)
    }
  }

  func removeObserver(_ args: Arguments) {
    let written = args.named("name")
    let keyboard = notificationName(written)
    let text = TextEditingNotification(written)
    switch args.at(0) {
    case .object(.observerToken(let token))?:
      state.observers.removeAll { $0.token == token }
    default:
      state.observers.removeAll { observer in
        guard case .method = observer.action else { return false }
        switch observer.name {
        case .keyboard(let name): return text == nil && (keyboard == nil || name == keyboard)
        case .textEditing(let name, _): return keyboard == nil && (text == nil || name == text)
        case .published: return false
        }
      }
    }
  }

  /// How many blocks may run at one simulated instant, each scheduled by the one before at no
  /// delay, before the app is taken to spin for ever.
  static let runsPerInstant = 1_000

  /// How many keyboard observers may be registered at once before the app is taken to add one
  /// on every notification.
  static let observerLimit = 1_000

  /// Runs `block` once `delay` seconds have passed (`asyncAfter`, a completion block).
  func schedule(
    _ block: Closure, after delay: Double, arguments: [Value] = [], timing: AnimationTiming? = nil
  ) throws(Interruption) {
    guard delay.isFinite else {
      throw .crash(
        "a block scheduled after \(delay) seconds would never run; FormSim stops the handler here",
        block.location)
    }
    if delay <= 0 {
      if state.instant == world.time {
        state.runsThisInstant += 1
      } else {
        state.instant = world.time
        state.runsThisInstant = 1
      }
      guard state.runsThisInstant <= Self.runsPerInstant else {
        throw .crash(
          "more than \(Self.runsPerInstant) blocks scheduled at no delay at one instant: the app's"
            + " run loop would never rest", block.location)
      }
    }
    let id = state.nextTimer
    state.nextTimer += 1
    state.pending[id] = HandlerState.PendingBlock(
      closure: block, arguments: arguments, timing: timing)
    world.schedule(after: delay, id: id)
  }
}

extension Expression {
  /// A name the resolver bound to a UIKit or Foundation global (`CGRectMake`, `UIScreen`).
  var isBoundGlobal: Bool {
    if case .resolved(.global, _) = kind { return true }
    return false
  }
}
