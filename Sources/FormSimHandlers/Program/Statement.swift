/// A statement of a handler's body.
public struct Statement: Sendable, Hashable {
  public indirect enum Kind: Sendable, Hashable {
    /// `let name: Type = value` or `var …` (`CGFloat h = …;` in Objective-C).
    case variable(name: String, type: String?, value: Expression?, isConstant: Bool)
    /// `target = value`, or a compound assignment (`op` is `+=`, `-=`, `*=`, `/=`).
    case assignment(target: Expression, op: String, value: Expression)
    /// An expression evaluated for its effects: a call, mostly.
    case expression(Expression)
    /// `if … { } else { }`; `else if` is an `if` alone in `otherwise`.
    case ifElse(conditions: [Condition], then: [Statement], otherwise: [Statement]?)
    /// `guard … else { }`.
    case guardElse(conditions: [Condition], otherwise: [Statement])
    /// `switch subject { case a, b: … default: … }` with expression patterns only.
    case switchCases(subject: Expression, cases: [SwitchCase], otherwise: [Statement]?)
    case returning(Expression?)
    /// A construct the front end cannot lower, described for the user (`a 'for' loop`).
    case unsupported(String)
  }

  public var kind: Kind
  public var location: SourceLocation

  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }
}

/// One clause of an `if` or `guard`.
public enum Condition: Sendable, Hashable {
  case boolean(Expression)
  /// `let name = value` (`value` is `nil` for Swift 5.7's `if let name`).
  case optionalBinding(name: String, type: String?, value: Expression?, location: SourceLocation)
  /// `#available(iOS 11, *)`, or `#unavailable` with `negated`.
  case available(major: Int, minor: Int, negated: Bool, location: SourceLocation)
}

/// One `case` of a `switch`.
public struct SwitchCase: Sendable, Hashable {
  public var patterns: [Expression]
  public var body: [Statement]

  public init(patterns: [Expression], body: [Statement]) {
    self.patterns = patterns
    self.body = body
  }
}
