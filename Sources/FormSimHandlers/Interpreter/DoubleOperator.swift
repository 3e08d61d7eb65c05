/// `+`, `-`, `*` and `/` on two doubles, or a double and an integer, settled from the operator's
/// spelling when a file is compiled: the commonest arithmetic in a handler (frames, heights,
/// offsets, `height - 15`) without matching the spelling at each use. Other operands go to
/// `Evaluator.arithmetic`, which gives these the same result.
enum DoubleOperator: String, Sendable {
  case plus = "+"
  case minus = "-"
  case times = "*"
  case divide = "/"

  /// The result where at least one operand is a double and the other a number (two integers
  /// stay integers, in `Evaluator.arithmetic`); nil for any other pair.
  func apply(_ left: Value, _ right: Value) -> Value? {
    switch (left, right) {
    case (.double(let a), .double(let b)): .double(apply(a, b))
    case (.double(let a), .int(let b)): .double(apply(a, Double(b)))
    case (.int(let a), .double(let b)): .double(apply(Double(a), b))
    default: nil
    }
  }

  func apply(_ a: Double, _ b: Double) -> Double {
    switch self {
    case .plus: a + b
    case .minus: a - b
    case .times: a * b
    case .divide: a / b
    }
  }
}
