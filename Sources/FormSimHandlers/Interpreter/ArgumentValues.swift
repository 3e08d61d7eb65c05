/// The values a call passes its parameters, in order: an array, or UIKit's one argument (or
/// none) without allocating an array for it, as every delegate call and notification would.
protocol ArgumentValues: RandomAccessCollection where Element == Value, Index == Int {}

extension Array: ArgumentValues where Element == Value {}
extension CollectionOfOne: ArgumentValues where Element == Value {}
extension EmptyCollection: ArgumentValues where Element == Value {}
