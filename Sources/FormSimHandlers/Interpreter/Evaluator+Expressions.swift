import FormSimCore

extension Evaluator {
  /// An expression's value; a `nil` met in an optional chain makes the whole expression `nil`.
  func value(of expression: Expression, type: String? = nil) throws(Interruption) -> Value {
    do {
      return try chained(expression, hint: type.map(Hint.type))
    } catch .chainEnded {
      return .nothing
    }
  }

  /// The value of an expression assigned to `target`: an implicit member (`.zero`) takes the
  /// target's type.
  func value(of expression: Expression, like target: Expression) throws(Interruption) -> Value {
    guard case .implicitMember = expression.kind else { return try value(of: expression) }
    return try value(of: expression, likeValue: try value(of: target))
  }

  func value(of expression: Expression, likeValue: Value) throws(Interruption) -> Value {
    do {
      return try chained(expression, hint: .value(likeValue))
    } catch .chainEnded {
      return .nothing
    }
  }

  /// What the context says an implicit member's type is.
  enum Hint {
    case type(String)
    case value(Value)
  }

  /// An expression's value inside an optional chain: `nil` after a `?` ends the chain.
  func chained(_ expression: Expression, hint: Hint? = nil) throws(Interruption) -> Value {
    let at = expression.location
    switch expression.kind {
    case .name(let name):
      return try lookup(name, at: at)
    case .implicitMember(let name):
      return try implicitMember(name, hint: hint, at: at)
    case .member(let base, let name):
      let receiver = try chained(base)
      if receiver.isNothing { throw .crash("unexpectedly found nil while reading '\(name)'", at) }
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
      switch op {
      case "!": return .bool(!inner.isTrue)
      case "-":
        if case .int(let number) = inner { return .int(-number) }
        guard let number = inner.number else { throw .refused("'-' on \(inner.logText)", at) }
        return .double(-number)
      case "+": return inner
      default: throw .refused("the operator '\(op)'", at)
      }
    case .ternary(let condition, let then, let otherwise):
      return try truth(of: condition) ? try value(of: then) : try value(of: otherwise)
    case .cast(let inner, let kind, let type):
      return try cast(try value(of: inner), kind: kind, to: type, at: at)
    case .closure(let parameters, let body):
      return .closure(Closure(parameters: parameters, body: body, captured: locals, location: at))
    case .tuple(let elements):
      if elements.count == 1 { return try chained(elements[0].value, hint: hint) }
      throw .refused("a tuple", at)
    case .array(let elements):
      var values: [Value] = []
      for element in elements { values.append(try value(of: element, likeValue: .int(0))) }
      return .array(values)
    case .dictionary:
      return .opaque("a dictionary")
    case .selector(let name):
      return .selector(name)
    case .unsupported(let what):
      throw .refused("\(what) is outside what FormSim interprets", at)
    }
  }

  // MARK: Names

  /// A name: a local, a property of `self` (stored, bound, computed), a method, or a name UIKit
  /// and Foundation give.
  func lookup(_ name: String, at location: SourceLocation) throws(Interruption) -> Value {
    if name == "self" || name == "super" { return .object(selfObject) }
    if let value = locals.value(name) { return value }
    let resolved = handler.resolved[name]
    switch resolved {
    case .property?, .bound?, .computed?:
      if let value = try property(name, at: location) { return value }
    case .method?: return .method(name)
    case .global(let value)?:
      // A `UIView` extension's `self` is a view: `frame` there is its frame.
      if selfObject == .viewController { return value }
    case nil: break
    }
    if selfObject != .viewController,
      let value = try? member(name, of: .object(selfObject), at: location)
    {
      return value
    }
    if case .global(let value)? = resolved { return value }
    if name == "view" { return .object(.rootView) }
    return try global(name, at: location)
  }

  /// A property of the view controller: stored, bound to the screen, or computed.
  func property(_ name: String, at location: SourceLocation) throws(Interruption) -> Value? {
    if case .bound(let object)? = handler.resolved[name] { return .object(object) }
    if let stored = state.properties[name] { return stored }
    if let declared = handler.properties[name] {
      if let getter = declared.getter {
        let method = HandlerProgram.Method(
          name: name, parameters: [], body: getter, location: declared.location)
        return try call(method, with: [])
      }
      // An Objective-C instance variable starts as nil, whatever its type; only an outlet
      // expects Interface Builder (or --bind) to connect it.
      if declared.isOutlet
        || (handler.program.language == .swift && UIKitTypes.needsBinding(declared.type))
      {
        if state.properties.keys.contains(name) { return state.properties[name] }
        throw .refused(
          "'\(name)' is not bound: pass --bind \(name)=\(UIKitTypes.bindingHint(declared.type))",
          location)
      }
      return .nothing
    }
    if name == "view" { return .object(.rootView) }
    return nil
  }

  // MARK: Assignment

  /// Stores `newValue` through a path: a local, a property, a member of a view, or a member of
  /// a value held by one (`view.frame.origin.y`), copying value types on the way as Swift does.
  func assign(_ newValue: Value, to target: Expression) throws(Interruption) {
    let at = target.location
    switch target.kind {
    case .name(let name):
      if locals.assign(name, newValue) { return }
      if selfObject != .viewController, handler.properties[name] == nil {
        try setMember(name, of: selfObject, to: newValue, at: at)
        return
      }
      if handler.bindings[name] != nil {
        throw .refused("'\(name)' is bound to the simulated screen and cannot be replaced", at)
      }
      state.properties[name] = newValue
    case .member(let base, let name):
      let receiver = try chained(base)
      switch receiver {
      case .object(let object):
        try setMember(name, of: object, to: newValue, at: at)
      case .nothing:
        throw .crash("unexpectedly found nil while writing '\(name)'", at)
      default:
        let changed = try settingMember(name, of: receiver, to: newValue, at: at)
        try assign(changed, to: base)
      }
    case .optionalChain(let base):
      let inner = try chained(base)
      if inner.isNothing { throw .chainEnded }
      try assign(newValue, to: base)
    case .forceUnwrap(let base):
      if try value(of: base).isNothing {
        throw .crash("unexpectedly found nil while unwrapping '\(SourceText.of(base))'", at)
      }
      try assign(newValue, to: base)
    case .tuple(let elements) where elements.count == 1:
      try assign(newValue, to: elements[0].value)
    default:
      throw .refused("assigning to \(SourceText.of(target))", at)
    }
  }

  // MARK: Operators

  func binary(_ op: String, _ lhs: Expression, _ rhs: Expression, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    switch op {
    case "&&":
      guard try truth(of: lhs) else { return .bool(false) }
      return .bool(try truth(of: rhs))
    case "||":
      if try truth(of: lhs) { return .bool(true) }
      return .bool(try truth(of: rhs))
    case "??":
      let left = try value(of: lhs)
      return left.isNothing ? try value(of: rhs, likeValue: .double(0)) : left
    default: break
    }
    let left = try value(of: lhs)
    let right = try value(of: rhs, likeValue: left)
    switch op {
    case "==", "===": return .bool(equal(left, right))
    case "!=", "!==": return .bool(!equal(left, right))
    case "<", "<=", ">", ">=":
      guard let a = left.number, let b = right.number else {
        throw .refused("comparing \(left.logText) with \(right.logText)", location)
      }
      switch op {
      case "<": return .bool(a < b)
      case "<=": return .bool(a <= b)
      case ">": return .bool(a > b)
      default: return .bool(a >= b)
      }
    default:
      return try arithmetic(op, left, right, at: location)
    }
  }

  /// `+ - * / %` on numbers (integers stay integers, as Swift and C have them), `|` and `&` on
  /// option sets, `+` on strings and on dispatch times.
  func arithmetic(_ op: String, _ left: Value, _ right: Value, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    if case .int(let a) = left, case .int(let b) = right {
      switch op {
      case "+": return .int(a &+ b)
      case "-": return .int(a &- b)
      case "*": return .int(a &* b)
      case "/":
        guard b != 0 else { throw .crash("division by zero", location) }
        return .int(a / b)
      case "%":
        guard b != 0 else { throw .crash("division by zero", location) }
        return .int(a % b)
      case "|": return .int(a | b)
      case "&": return .int(a & b)
      case "<<": return .int(a << b)
      case ">>": return .int(a >> b)
      default: break
      }
    }
    if case .string(let a) = left, case .string(let b) = right, op == "+" { return .string(a + b) }
    guard let a = left.number, let b = right.number else {
      throw .refused("'\(op)' on \(left.logText) and \(right.logText)", location)
    }
    switch op {
    case "+": return .double(a + b)
    case "-": return .double(a - b)
    case "*": return .double(a * b)
    case "/": return .double(a / b)
    case "%": return .double(a.truncatingRemainder(dividingBy: b))
    default: throw .refused("the operator '\(op)'", location)
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

  func cast(_ value: Value, kind: String, to type: String, at location: SourceLocation)
    throws(Interruption) -> Value
  {
    let matches = UIKitTypes.value(value, is: type, in: world)
    switch kind {
    case "is": return .bool(matches)
    case "as?": return matches ? convert(value, to: type) : .nothing
    case "as!":
      guard matches else {
        if value.isNothing {
          throw .crash("unexpectedly found nil while unwrapping an Optional value", location)
        }
        throw .crash("could not cast value of type \(value.logText) to '\(type)'", location)
      }
      return convert(value, to: type)
    default:
      return convert(value, to: type)
    }
  }

  /// A number converted to the type written: `Int` and C's `(int)` truncate.
  func convert(_ value: Value, to type: String?) -> Value {
    guard let type, let number = value.number else { return value }
    switch UIKitTypes.bare(type) {
    case "Int", "NSInteger", "int", "UInt", "NSUInteger", "long", "Int32", "Int64":
      return .int(Int(number.rounded(.towardZero)))
    case "CGFloat", "Double", "Float", "double", "float", "TimeInterval", "NSTimeInterval",
      "CGFloat.NativeType":
      return .double(number)
    default:
      return value
    }
  }
}
