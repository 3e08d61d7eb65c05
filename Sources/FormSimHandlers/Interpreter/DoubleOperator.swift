/// `+`, `-`, `*` and `/` on two doubles, settled from the operator's spelling when a file is
/// compiled: the commonest arithmetic in a handler (frames, heights, offsets) without matching
/// the spelling at each use. Other operands go to `Evaluator.arithmetic`, which gives two
/// doubles the same result.
enum DoubleOperator: String, Sendable {
  case plus = "+"
  case minus = "-"
  case times = "*"
  case divide = "/"

  func apply(_ a: Double, _ b: Double) -> Double {
    switch self {
    case .plus: a + b
    case .minus: a - b
    case .times: a * b
    case .divide: a / b
    }
  }
}
