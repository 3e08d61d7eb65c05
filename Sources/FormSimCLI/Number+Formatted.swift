import FormSimCore

extension Int {
  /// The number with thousands separated by commas, e.g. 10,000.
  package func formatted(grouping: Bool) -> String {
    let digits = String(self)
    guard grouping, digits.count > 3 else { return digits }
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

extension Double {
  /// The number with a fixed count of decimals.
  package func formatted(decimals: Int) -> String {
    DecimalText.fixed(self, digits: decimals, keepZeros: true)
  }
}
