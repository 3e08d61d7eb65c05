/// The keys `--print-values` writes the form's values under: one per field, all different, so a
/// JSON reader keeps every value.
///
/// A field whose label is unique and not empty is keyed by its label, as a user reads the form.
/// A repeated label gets the field's number after it (`Email (field 3)`), an empty one is
/// `field N`; in the rare case that this is some other field's label too, a `#2`, `#3`, … goes
/// after it.
public enum FormValueKeys {
  /// One key per label, in order; `labels[i]` is field `i + 1`.
  public static func keys(for labels: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for label in labels { counts[label, default: 0] += 1 }
    var used = Set(labels.filter { !$0.isEmpty && counts[$0] == 1 })
    var keys: [String] = []
    keys.reserveCapacity(labels.count)
    for (index, label) in labels.enumerated() {
      if !label.isEmpty, counts[label] == 1 {
        keys.append(label)
        continue
      }
      let base = label.isEmpty ? "field \(index + 1)" : "\(label) (field \(index + 1))"
      var key = base
      var suffix = 2
      while used.contains(key) {
        key = "\(base) #\(suffix)"
        suffix += 1
      }
      used.insert(key)
      keys.append(key)
    }
    return keys
  }
}
