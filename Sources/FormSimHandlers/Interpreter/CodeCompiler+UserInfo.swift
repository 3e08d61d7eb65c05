extension CodeCompiler {
  /// `notification.userInfo?[KEY]` (or without the `?`) with a key that is always the same
  /// `userInfo` key (`UIResponder.keyboardFrameEndUserInfoKey`): read from the notification
  /// itself, without boxing a copy of it as the `userInfo` value and subscripting that, the read
  /// every will-show observer starts with. Any receiver other than a notification goes the way
  /// the expression reads. Nil for any other subscript.
  func userInfoRead(
    _ base: Expression, _ arguments: [Argument], at location: SourceLocation
  ) -> ExpressionCode? {
    guard let first = arguments.first, case .userInfoKey(let key)? = constantValue(first.value)
    else { return nil }
    let member: Expression
    let chained: Bool
    if case .optionalChain(let inner) = base.kind {
      (member, chained) = (inner, true)
    } else {
      (member, chained) = (base, false)
    }
    guard case .member(let owner, let name) = member.kind, name == "userInfo" else { return nil }
    let ownerCode = expression(owner).code
    let read = memberRead(name, at: member.location)
    return { e throws(Interruption) in
      let receiver = try ownerCode(e)
      if case .notification(let note) = receiver { return UIKitNames.value(of: key, in: note) }
      let userInfo = try e.read(read, of: receiver)
      if chained, userInfo.isNothing { throw .chainEnded }
      return try e.subscripted(userInfo, by: .userInfoKey(key), at: location)
    }
  }

  /// The value an expression always has, where the compiler can tell: a capitalised global or a
  /// type's member, as `expression` compiles them.
  func constantValue(_ expression: Expression) -> Value? {
    switch expression.kind {
    case .name(let name):
      return constantName(name)
    case .member(let base, let name):
      guard let type = typeName(base) else { return nil }
      return Evaluator.typeMember(name, of: type, constant: UIKitNames.constant(name))
    default:
      return nil
    }
  }
}
