/// "Did you mean …?" for misspelt names: options, strategies, devices, layout keys.
public enum Suggestion {
  /// The candidate closest to `input` by edit distance (or the one it is a prefix of), if any is
  /// close enough to be a plausible typo.
  public static func closest(to input: String, among candidates: [String]) -> String? {
    let lowered = input.lowercased()
    guard !lowered.isEmpty else { return nil }
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
    if prefixed.count == 1 { return prefixed[0] }
    let threshold = max(2, lowered.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= threshold, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost 1, so "devcie" is one step from "device".
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      previousPrevious = previous
      previous = current
    }
    return previous[b.count]
  }
}
