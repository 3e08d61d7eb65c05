/// The values a call passes its parameters, in order: an array, or UIKit's one argument (or
/// none) without allocating an array for it, as every delegate call and notification would.
protocol ArgumentValues: RandomAccessCollection where Element == Value, Index == Int {}

extension Array: ArgumentValues where Element == Value {}
extension EmptyCollection: ArgumentValues where Element == Value {}

/// The one argument of a delegate call or a notification. The standard library's
/// `CollectionOfOne` would do, but a copy of one of those is made through its generic type's
/// metadata, looked up each time; this one copies as the value it holds.
struct OneArgument: ArgumentValues {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  var startIndex: Int { 0 }
  var endIndex: Int { 1 }

  subscript(position: Int) -> Value {
    precondition(position == 0, "one argument, at index 0")
    return value
  }
}
