/// Numbers as people write them in scripts: optional sign, digits, an optional fraction and
/// exponent, and nothing else.
///
/// Swift's `Double(_:)` also reads `0x10` (sixteen), `inf`, `nan` and `1e309` (infinity), which
/// a script writer never means as seconds or points.
public enum DecimalNumber {
  /// The finite value `text` spells in decimal, or nil.
  public static func parse(_ text: some StringProtocol) -> Double? {
    var scalars = Substring(text).unicodeScalars[...]
    if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
    func digits() -> Int {
      let count = scalars.prefix { ("0"..."9").contains($0) }.count
      scalars = scalars.dropFirst(count)
      return count
    }
    var mantissa = digits()
    if scalars.first == "." {
      scalars = scalars.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if let e = scalars.first, e == "e" || e == "E" {
      scalars = scalars.dropFirst()
      if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
      guard digits() > 0 else { return nil }
    }
    guard scalars.isEmpty, let value = Double(String(text)), value.isFinite else { return nil }
    return value
  }
}
