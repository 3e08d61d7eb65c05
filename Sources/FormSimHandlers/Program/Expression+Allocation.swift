extension Expression {
  /// The class `T` a message of `name` to `receiver` makes an object of: Objective-C's
  /// `[T new]`, or the `init…` of `[[T alloc] init…]`; nil for any other message. The check,
  /// the run and the binding of views made in code read allocations by this one rule.
  ///
  /// The receiver's shape is read before the message's name: every member call of a run asks,
  /// and a look at the kind costs less than `hasPrefix` on the name.
  static func allocatedClass(receiver: Expression, message name: String) -> String? {
    switch receiver.kind {
    case .name(let type), .resolved(_, let type):
      return name == "new" ? type : nil
    case .call(let allocation, let none) where none.isEmpty:
      guard case .member(let type, "alloc") = allocation.kind, name.hasPrefix("init") else {
        return nil
      }
      return type.typeName
    default:
      return nil
    }
  }

  /// The name this expression spells, when it is a bare name (`UIScrollView`, `KeyboardLifter`).
  var typeName: String? {
    switch kind {
    case .name(let type), .resolved(_, let type): type
    default: nil
    }
  }
}
