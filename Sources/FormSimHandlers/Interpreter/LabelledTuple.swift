/// A tuple whose elements have labels (`(size: frame.size, duration: 0.25)`): a value of a
/// struct of its own whose fields are the labels and the positions (`info.size`, `info.0`), so
/// that reading a member by either name works and a tuple pattern still takes it apart in
/// order. A tuple without labels stays an array of its elements.
extension Value {
  static let tupleType = "(tuple)"

  static func tuple(_ values: [Value], labels: [String?]) -> Value {
    guard labels.contains(where: { $0 != nil }) else { return .array(values) }
    var fields: [String: Value] = [:]
    for (position, value) in values.enumerated() {
      fields[String(position)] = value
      if position < labels.count, let label = labels[position] { fields[label] = value }
    }
    return .instance(tupleType, fields)
  }

  /// The elements of a tuple in order, `count` of them, whether it has labels or not; nil for
  /// another value or another count.
  func tupleElements(count: Int) -> [Value]? {
    switch self {
    case .array(let items) where items.count == count:
      return items
    case .instance(Value.tupleType, let fields):
      let items = (0..<count).compactMap { fields[String($0)] }
      return items.count == count && fields[String(count)] == nil ? items : nil
    default:
      return nil
    }
  }
}
