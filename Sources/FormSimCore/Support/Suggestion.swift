/// "Did you mean …?" for names the user mistyped: options, subcommands, strategies, devices.
///
/// Public so every place that takes a name from the user answers a typo the same way.
public enum Suggestion {
  /// The candidate the user most likely meant by `input`, or `nil` when nothing is close.
  ///
  /// Comparison ignores case. A candidate is close when its edit distance is at most
  /// `max(2, input.count / 3)` and smaller than the candidate's length (replacing every letter
  /// is not a typo); an adjacent transposition counts as one edit, so `devcie` finds `device`.
  /// Ties go to the earlier candidate. When no candidate is close, an input of two or more
  /// letters that starts exactly one candidate (`sim` for `simulate`) picks that candidate.
  public static func closest(to input: String, among candidates: [String]) -> String? {
    let typed = Array(input.lowercased())
    guard !typed.isEmpty else { return nil }
    let threshold = max(2, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let target = Array(candidate.lowercased())
      let distance = editDistance(typed, target)
      guard distance <= threshold, distance < target.count else { continue }
      if best == nil || distance < best!.distance {
        best = (candidate, distance)
      }
    }
    if let best { return best.candidate }
    guard typed.count >= 2 else { return nil }
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(String(typed)) }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  /// Levenshtein distance extended with adjacent transpositions (optimal string alignment).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow: [Int] = []
    var row = Array(0...b.count)
    for i in 1...a.count {
      let beforePrevious = previousRow
      previousRow = row
      row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
    }
    return row[b.count]
  }
}
