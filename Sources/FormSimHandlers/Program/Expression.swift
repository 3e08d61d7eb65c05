/// An expression of a handler's body.
///
/// The shapes are Swift's; an Objective-C message send `[a b:x c:y]` is the call `a.b(x, c: y)`,
/// a C cast `(CGFloat)x` is `x as CGFloat`, and `->` is member access.
public struct Expression: Sendable, Hashable {
  public indirect enum Kind: Sendable, Hashable {
    /// An identifier: a local, a property, a type (`UIView`), a global (`CGRectMake`), `self`,
    /// `super`.
    case name(String)
    /// A name as the resolver bound it (every `name` but `self` and `super`).
    case resolved(NameBinding, name: String)
    /// `.zero`, `.UIKeyboardWillShow`: a member of the type the context expects.
    case implicitMember(String)
    case member(Expression, String)
    /// The `?` of optional chaining: nil here ends the whole chain with nil.
    case optionalChain(Expression)
    case forceUnwrap(Expression)
    case call(Expression, [Argument])
    case subscripted(Expression, [Argument])
    case integer(Int)
    case float(Double)
    case string(String)
    case interpolated([InterpolationPart])
    case boolean(Bool)
    case nilLiteral
    /// A binary operator, precedence already resolved: `+`, `-`, `*`, `/`, `%`, `==`, `!=`, `<`,
    /// `<=`, `>`, `>=`, `&&`, `||`, `??`, `|`, `&`.
    case binary(BinaryOperator, Expression, Expression)
    /// `-x`, `!x`, `+x`.
    case prefix(PrefixOperator, Expression)
    case ternary(Expression, Expression, Expression)
    /// `as`, `as?`, `as!`, `is`, with the type as written.
    case cast(Expression, kind: CastKind, type: String)
    /// A closure or block; `$0`-style parameters are named `$0`, `$1`. `slots` are where the
    /// resolver keeps the parameters (or `$0`, `$1`, … when it names none) in the frame.
    case closure(parameters: [String], body: [Statement], slots: [Int] = [])
    case tuple([Argument])
    case array([Expression])
    case dictionary([DictionaryEntry])
    /// `try? value`: nil when `value` throws.
    case optionalTry(Expression)
    /// `#selector(keyboardWillShow(_:))` or `@selector(keyboardWillShow:)`: the name as written
    /// inside.
    case selector(String)
    /// A construct the front end cannot lower, described for the user.
    case unsupported(String)
    /// Code of the app's own that the front end could not read (clang's complaint about
    /// something FormSim's UIKit does not declare), described: it runs as an opaque value.
    case opaque(String)
  }

  public var kind: Kind
  public var location: SourceLocation

  public init(_ kind: Kind, at location: SourceLocation) {
    self.kind = kind
    self.location = location
  }

  /// Whether an implicit member's type is the one its context gives (`.zero`, `.identity`),
  /// rather than the same whatever the context (`.UIKeyboardWillShow`, `.easeInOut`).
  public static func takesTypeFromContext(_ name: String) -> Bool {
    name == "zero" || name == "identity"
  }

  /// Whether the expression is `.init(…)`, the initialiser of the type its context gives
  /// (`contentInset = .init(top: 0, left: 0, bottom: h, right: 0)`).
  public var isImplicitInitializer: Bool {
    guard case .call(let callee, _) = kind, case .implicitMember("init") = callee.kind else {
      return false
    }
    return true
  }

  /// The implicit member (`zero`) of `reduce(into: .zero) { … }`, whose accumulator has the
  /// type the context gives the result; nil for any other expression.
  public var contextTypedAccumulator: String? {
    guard case .call(let callee, let arguments) = kind, case .member(_, "reduce") = callee.kind,
      let first = arguments.first, first.label == "into",
      case .implicitMember(let name) = first.value.kind, Self.takesTypeFromContext(name)
    else { return nil }
    return name
  }

  /// Whether the expression's value depends on the type its context gives: an implicit member,
  /// or `.init(…)`.
  public var readsContextType: Bool {
    if case .implicitMember = kind { return true }
    return isImplicitInitializer
  }
}

/// A call's or a tuple's argument: `label: value` or a bare value.
public struct Argument: Sendable, Hashable {
  public var label: String?
  public var value: Expression
  /// Written after the parentheses as a trailing closure.
  public var isTrailingClosure: Bool

  public init(label: String?, value: Expression, isTrailingClosure: Bool = false) {
    self.label = label
    self.value = value
    self.isTrailingClosure = isTrailingClosure
  }
}

public enum InterpolationPart: Sendable, Hashable {
  case text(String)
  case value(Expression)
}

public struct DictionaryEntry: Sendable, Hashable {
  public var key: Expression
  public var value: Expression

  public init(key: Expression, value: Expression) {
    self.key = key
    self.value = value
  }
}
