/// A statement of a handler's body.
public struct Statement: Sendable, Hashable {
  public indirect enum Kind: Sendable, Hashable {
    /// `let name: Type = value` or `var …` (`CGFloat h = …;` in Objective-C). `slot` is where
    /// the resolver keeps the local in its method's frame (`-1` before it has run).
    case variable(
      name: String, type: String?, value: Expression?, isConstant: Bool, slot: Int = -1)
    /// `target = value` (`op` nil), or a compound assignment (`+=` is `.add`).
    case assignment(target: Expression, op: BinaryOperator?, value: Expression)
    /// An expression evaluated for its effects: a call, mostly.
    case expression(Expression)
    /// `if … { } else { }`; `else if` is an `if` alone in `otherwise`.
    case ifElse(conditions: [Condition], then: [Statement], otherwise: [Statement]?)
    /// `guard … else { }`.
    case guardElse(conditions: [Condition], otherwise: [Statement])
    /// `switch subject { case a, b: … default: … }`.
    case switchCases(subject: Expression, cases: [SwitchCase], otherwise: [Statement]?)
    case returning(Expression?)
    /// `for pattern in sequence where filter { }`.
    case forIn(
      pattern: Pattern, sequence: Expression, filter: Expression?, body: [Statement],
      label: String?)
    /// `while conditions { }`, and C's `for (initial; condition; step) { }` with its parts
    /// (`step` runs after the body and after `continue`).
    case whileLoop(
      conditions: [Condition], body: [Statement], step: [Statement], label: String?)
    /// `repeat { } while condition` and C's `do { } while (condition);`.
    case repeatWhile(body: [Statement], condition: Expression, label: String?)
    /// `break`, or `break label`.
    case breaking(label: String?)
    /// `continue`, or `continue label`.
    case continuing(label: String?)
    /// `defer { }`: runs when the enclosing block is left, however it is left.
    case deferred([Statement])
    /// `do { } catch pattern { } …`; a `do` without `catch` is a scope.
    case doCatch(body: [Statement], catches: [CatchClause])
    /// `throw value`.
    case throwing(Expression)
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
public indirect enum Condition: Sendable, Hashable {
  case boolean(Expression)
  /// `let name = value` (`value` is `nil` for Swift 5.7's `if let name` until the resolver
  /// spells it out); `slot` as a variable's.
  case optionalBinding(
    name: String, type: String?, value: Expression?, location: SourceLocation, slot: Int = -1)
  /// `#available(iOS 11, *)`, or `#unavailable` with `negated`.
  case available(major: Int, minor: Int, negated: Bool, location: SourceLocation)
  /// `case pattern = value`.
  case matching(Pattern, Expression, location: SourceLocation)
}

/// A pattern of `switch`, `if case`, `for` and `catch`.
public indirect enum Pattern: Sendable, Hashable {
  /// `_`.
  case wildcard
  /// `let name`, or a name inside a `let` pattern; `slot` as a variable's.
  case binding(String, slot: Int = -1)
  /// An expression the value is compared with: equal, or inside a range.
  case value(Expression)
  /// `.name(patterns…)`: an enum case and its associated values (`Result.success(let x)`).
  case enumCase(String, [Pattern])
  case tuple([Pattern])
  /// `pattern?`: an optional that holds a value matching `pattern`.
  case some(Pattern)
  /// `is Type`, or `pattern as Type`.
  case typed(Pattern?, String)
}

/// A `catch` clause: its pattern (nil catches everything, as `error`) and its body.
public struct CatchClause: Sendable, Hashable {
  public var pattern: Pattern?
  public var body: [Statement]
  /// Where the resolver keeps the clause's implicit `error` (`-1` before it has run).
  public var errorSlot: Int

  public init(pattern: Pattern?, body: [Statement], errorSlot: Int = -1) {
    self.pattern = pattern
    self.body = body
    self.errorSlot = errorSlot
  }
}

/// One `case` of a `switch`: its patterns, the `where` clause they share, its body.
public struct SwitchCase: Sendable, Hashable {
  public var patterns: [Pattern]
  public var filter: Expression?
  public var body: [Statement]

  public init(patterns: [Pattern], filter: Expression? = nil, body: [Statement]) {
    self.patterns = patterns
    self.filter = filter
    self.body = body
  }
}
