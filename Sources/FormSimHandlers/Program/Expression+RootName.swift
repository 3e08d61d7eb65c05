extension Expression {
  /// The variable or property a path starts from: `bottomConstraint` in
  /// `bottomConstraint.constant`, in `self.bottomConstraint?.frame.size` and in
  /// `bottomConstraint`; nil for a path from anything else (a call, a literal, `self` alone).
  var rootName: String? {
    switch kind {
    case .name(let name), .resolved(_, let name): name == "self" ? nil : name
    case .member(let base, let name):
      if case .name("self") = base.kind { name } else { base.rootName }
    case .optionalChain(let inner), .forceUnwrap(let inner): inner.rootName
    default: nil
    }
  }

  /// The path a chain of members spells from a variable or `self`'s property:
  /// `addressView.scrollView` of `self.addressView?.scrollView`; nil for anything else.
  func memberPath(isSelf: (Expression) -> Bool) -> String? {
    switch kind {
    case .name(let name), .resolved(_, let name): name == "self" ? nil : name
    case .member(let base, let name):
      isSelf(base) ? name : base.memberPath(isSelf: isSelf).map { "\($0).\(name)" }
    case .optionalChain(let inner), .forceUnwrap(let inner): inner.memberPath(isSelf: isSelf)
    default: nil
    }
  }

  /// Whether the expression is a closure called where it is written (`{ … }()`), as a stored
  /// property's initial value that sets up what it makes is.
  var isClosureCall: Bool {
    guard case .call(let callee, let arguments) = kind, arguments.isEmpty,
      case .closure = callee.kind
    else { return false }
    return true
  }

  /// Whether the expression, a closure's body included, calls one of `names` as a function
  /// or an initialiser (`InsetScrollView()`).
  func calls(anyOf names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    var found = false
    ProgramWalk.visit(
      [Statement(.expression(self), at: location)],
      expression: { expression in
        if case .call(let callee, _) = expression.kind, case .name(let name) = callee.kind,
          names.contains(name)
        {
          found = true
        }
      })
    return found
  }
}
