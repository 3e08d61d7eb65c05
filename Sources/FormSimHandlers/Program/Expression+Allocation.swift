extension Expression {
  /// The class `T` a message of `name` to `receiver` makes an object of: Objective-C's
  /// `[T new]`, or the `init…` of `[[T alloc] init…]`; nil for any other message. The check,
  /// the run and the binding of views made in code read allocations by this one rule.
  static func allocatedClass(receiver: Expression, message name: String) -> String? {
    if name == "new" { return receiver.typeName }
    guard name.hasPrefix("init"), case .call(let allocation, let none) = receiver.kind,
      none.isEmpty, case .member(let type, "alloc") = allocation.kind
    else { return nil }
    return type.typeName
  }

  /// The name this expression spells, when it is a bare name (`UIScrollView`, `KeyboardLifter`).
  var typeName: String? {
    switch kind {
    case .name(let type), .resolved(_, let type): type
    default: nil
    }
  }
}
