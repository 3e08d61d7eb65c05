/// The median of measurements: robust to the odd run slowed by another process on a shared
/// machine, which a mean is not.
enum Median {
  static func of(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
