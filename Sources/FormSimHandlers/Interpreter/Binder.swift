/// RxSwift's `Reactive` and RxCocoa's `Binder`, and Combine's `assign(to:on:)`: the sinks that
/// write what a keyboard publisher gives into an object rather than run a closure of the file's.
///
/// Both are values of the structs RxSwift declares, as the file's own structs are
/// (`Value.instance`): `scrollView.rx` holds its `base`, which an `extension Reactive` of the
/// file reads by that name; a binder holds its target and what it does with a value.
extension Value {
  static let reactiveType = "Reactive"
  static let binderType = "Binder"

  /// `base.rx`.
  static func reactive(_ base: Value) -> Value {
    .instance(reactiveType, ["base": base])
  }

  /// `Binder(target) { target, value in … }`: the closure runs with the target and each value.
  static func binder(target: Value, binding: Closure) -> Value {
    .instance(binderType, ["target": target, "binding": .closure(binding)])
  }

  /// RxCocoa's binder for a member of `base.rx` that no extension declares
  /// (`constraint.rx.constant`): Reactive's dynamic member lookup, which writes each value into
  /// the base's property of that name.
  static func binder(writing property: String, of base: Value) -> Value {
    .instance(binderType, ["target": base, "property": .string(property)])
  }
}

extension Evaluator {
  /// The closure a pipeline runs for each value bound to `binder`, nil when `binder` is none.
  func sink(binding binder: Value, at location: SourceLocation) -> Closure? {
    guard case .instance(Value.binderType, let fields) = binder, let target = fields["target"]
    else { return nil }
    let value = Self.local(0, "value", at: location)
    let held = Self.local(1, "target", at: location)
    var captured = Locals()
    captured[1] = target
    let statement: Statement
    if case .string(let property)? = fields["property"] {
      // `target.property = value`
      statement = Statement(
        .assignment(
          target: Expression(.member(held, property), at: location), op: nil, value: value),
        at: location)
    } else if let binding = fields["binding"] {
      // `binding(target, value)`
      captured[2] = binding
      let call = Expression.Kind.call(
        Self.local(2, "binding", at: location),
        [Argument(label: nil, value: held), Argument(label: nil, value: value)])
      statement = Statement(.expression(Expression(call, at: location)), at: location)
    } else {
      return nil
    }
    return Closure(
      parameters: ["value"], slots: [0], body: [statement], captured: captured, location: location)
  }

  /// Combine's `assign(to: \.contentInset, on: object)`: the closure that writes each value
  /// where the key path (lowered as `{ $0.contentInset }`) reads, `$0` being `object`. Nil for a
  /// key path that is no path of members.
  func sink(assigningTo keyPath: Closure, on object: Value, at location: SourceLocation)
    -> Closure?
  {
    guard keyPath.body.count == 1, case .returning(let path?) = keyPath.body[0].kind,
      let root = keyPath.slots.first
    else { return nil }
    let slot = (keyPath.slots.max() ?? root) + 1
    var captured = keyPath.captured
    captured[root] = object
    let assignment = Statement(
      .assignment(target: path, op: nil, value: Self.local(slot, "value", at: location)),
      at: location)
    return Closure(
      parameters: ["value"], slots: [slot], body: [assignment], captured: captured,
      location: location)
  }

  private static func local(_ slot: Int, _ name: String, at location: SourceLocation)
    -> Expression
  {
    Expression(.resolved(.local(slot), name: name), at: location)
  }
}
