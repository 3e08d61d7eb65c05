/// Field numbers written compactly: `2, 6–8, 11`.
///
/// A failing run of a long form can list hundreds of fields; consecutive numbers collapse into
/// ranges so the report stays one line.
public enum FieldRanges {
  public static func text(_ numbers: [Int]) -> String {
    var parts: [String] = []
    var index = 0
    while index < numbers.count {
      var end = index
      while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
      parts.append(
        end == index ? String(numbers[index]) : "\(numbers[index])–\(numbers[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// `field 6` or `fields 6–8, 11`.
  public static func phrase(_ numbers: [Int]) -> String {
    (numbers.count == 1 ? "field " : "fields ") + text(numbers)
  }
}
