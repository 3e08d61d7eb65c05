extension Expression {
  /// The name a path ends in: `bottomConstraint` in `bottomConstraint` and in
  /// `self.bottomConstraint`; nil for any other expression.
  var lastName: String? {
    switch kind {
    case .name(let name), .resolved(_, let name), .member(_, let name): name
    case .optionalChain(let inner), .forceUnwrap(let inner): inner.lastName
    default: nil
    }
  }
}
