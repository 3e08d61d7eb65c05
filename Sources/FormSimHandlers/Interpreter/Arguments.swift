/// A call's evaluated arguments, found by label or by position. As a collection it is their
/// values in order, which a call to the file's own method or closure takes as they are,
/// without an array of them made first.
struct Arguments: ArgumentValues {
  struct Item {
    var label: String?
    var value: Value
    var isTrailingClosure: Bool
  }

  var items: [Item]

  var values: [Value] { items.map(\.value) }
  var startIndex: Int { 0 }
  var endIndex: Int { items.count }
  subscript(position: Int) -> Value { items[position].value }
  var labels: [String?] { items.map(\.label) }

  /// The argument labelled `label`, or any of `labels`.
  func named(_ label: String, _ other: String? = nil) -> Value? {
    for item in items where item.label == label || (other != nil && item.label == other) {
      return item.value
    }
    return nil
  }

  /// The `index`th argument, labelled or not.
  func at(_ index: Int) -> Value? { items.indices.contains(index) ? items[index].value : nil }

  /// The closures passed for a call's closure parameters, `first` then `second`: labelled
  /// ones where they are, and each unlabelled trailing closure (or Objective-C block) filling
  /// the next parameter not given, as Swift matches trailing closures.
  func closures(_ first: String, _ second: String? = nil) -> (Closure?, Closure?) {
    var a: Closure?
    var b: Closure?
    for item in items {
      guard case .closure(let closure) = item.value else { continue }
      if item.label == first {
        a = closure
      } else if second != nil && item.label == second {
        b = closure
      }
    }
    for item in items where item.label == nil {
      guard case .closure(let closure) = item.value else { continue }
      if a == nil {
        a = closure
      } else if b == nil {
        b = closure
      }
    }
    return (a, b)
  }
}
