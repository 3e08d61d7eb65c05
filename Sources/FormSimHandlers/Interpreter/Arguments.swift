/// A call's evaluated arguments, found by label or by position. As a collection it is their
/// values in order, which a call to the file's own method or closure takes as they are,
/// without an array of them made first.
struct Arguments: ArgumentValues {
  /// The arguments as the call wrote them, for their labels: the call's own array, shared by
  /// one reference instead of each label copied at every call. Empty for values UIKit passes.
  private let written: [Argument]
  /// Each argument's value, in order.
  let values: [Value]

  init(written: [Argument], values: [Value]) {
    self.written = written
    self.values = values
  }

  var startIndex: Int { 0 }
  var endIndex: Int { values.count }
  subscript(position: Int) -> Value { values[position] }

  /// The label of the `index`th argument, nil when it has none.
  func label(_ index: Int) -> String? {
    index < written.count ? written[index].label : nil
  }

  var labels: [String?] { values.indices.map(label) }

  /// The label the `index`th argument is matched to a parameter by: a trailing closure's is
  /// `CompiledHandler.anyLabel`, as Swift matches it to its parameter whatever that is named.
  func matchingLabel(_ index: Int) -> String? {
    guard index < written.count else { return nil }
    return written[index].isTrailingClosure ? CompiledHandler.anyLabel : written[index].label
  }

  /// The `index`th argument as the call wrote it, nil for one UIKit passed.
  func written(_ index: Int) -> Expression? {
    index < written.count ? written[index].value : nil
  }

  /// The arguments from `index` on, with their labels.
  func dropping(_ index: Int) -> Arguments {
    Arguments(written: Array(written.dropFirst(index)), values: Array(values.dropFirst(index)))
  }

  /// The argument labelled `label`, or any of `labels`.
  func named(_ label: String, _ other: String? = nil) -> Value? {
    for index in values.indices {
      let written = self.label(index)
      if written == label || (other != nil && written == other) { return values[index] }
    }
    return nil
  }

  /// The `index`th argument, labelled or not.
  func at(_ index: Int) -> Value? { values.indices.contains(index) ? values[index] : nil }

  /// The closures passed for a call's closure parameters, `first` then `second`: labelled
  /// ones where they are, and each unlabelled trailing closure (or Objective-C block) filling
  /// the next parameter not given, as Swift matches trailing closures.
  func closures(_ first: String, _ second: String? = nil) -> (Closure?, Closure?) {
    var a: Closure?
    var b: Closure?
    for index in values.indices {
      guard case .closure(let closure) = values[index] else { continue }
      let written = label(index)
      if written == first {
        a = closure
      } else if second != nil && written == second {
        b = closure
      }
    }
    for index in values.indices where label(index) == nil {
      guard case .closure(let closure) = values[index] else { continue }
      if a == nil {
        a = closure
      } else if b == nil {
        b = closure
      }
    }
    return (a, b)
  }
}
