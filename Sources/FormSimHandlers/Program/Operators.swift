/// The binary operators a handler's code uses, precedence already resolved by the front end.
/// The raw value is the spelling, which the program's JSON carries.
public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  case equal = "=="
  case notEqual = "!="
  case identical = "==="
  case notIdentical = "!=="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case and = "&&"
  case or = "||"
  case nilCoalescing = "??"
  case bitOr = "|"
  case bitAnd = "&"
  case bitXor = "^"
  case shiftLeft = "<<"
  case shiftRight = ">>"
  case halfOpenRange = "..<"
  case closedRange = "..."

  /// How tightly it binds, as Swift's precedence groups order them: text written back from a
  /// program puts parentheses where they decide the order (Objective-C's are not kept).
  var precedence: Int {
    switch self {
    case .shiftLeft, .shiftRight: 160
    case .multiply, .divide, .remainder, .bitAnd: 150
    case .add, .subtract, .bitOr, .bitXor: 140
    case .halfOpenRange, .closedRange: 135
    case .nilCoalescing: 131
    case .equal, .notEqual, .identical, .notIdentical, .less, .lessOrEqual, .greater,
      .greaterOrEqual:
      130
    case .and: 120
    case .or: 110
    }
  }
}

/// The casts: `as`, `as?`, `as!` and `is`. The raw value is the spelling, which the program's
/// JSON carries.
public enum CastKind: String, Sendable, Hashable, CaseIterable {
  case plain = "as"
  case optional = "as?"
  case forced = "as!"
  case test = "is"
}

/// The prefix operators: `-x`, `!x`, `+x`, `~x`, and `&x` (an inout argument, or C's address of
/// a variable, which `getValue(&rect)` writes into).
public enum PrefixOperator: String, Sendable, Hashable, CaseIterable {
  case negate = "-"
  case not = "!"
  case plus = "+"
  case bitNot = "~"
  case address = "&"
}
