import Synchronization

/// The values made lately for a few keys, newest first, so that what every frame asks for again
/// is made once and then only looked up.
///
/// A short list compared by equality rather than a dictionary: few keys are in use at once, so
/// the list finds them fast, and a dictionary keyed by a struct of ours makes the runtime look
/// up the key's `Hashable` conformance when its storage is first built, a scan of every
/// conformance in the program before the first frame. For the same reason
/// the type asks nothing of `Key`: only `value(for:make:)` needs `Equatable`, which the caller's
/// concrete key supplies without a lookup.
final class RecentValues<Key: Sendable, Value: Sendable>: Sendable {
  /// How many values are kept; the oldest leaves when one more is made.
  let capacity: Int
  private let recent = Mutex<[(key: Key, value: Value)]>([])

  init(capacity: Int) {
    self.capacity = capacity
  }
}

extension RecentValues where Key: Equatable {
  /// The value kept for `key`, or else the one `make` makes, which is then kept.
  func value(for key: Key, make: () -> Value) -> Value {
    if let kept = recent.withLock({ recent in recent.first { $0.key == key }?.value }) {
      return kept
    }
    // Made outside the lock; a thread that made the same value meanwhile has kept it already.
    let value = make()
    recent.withLock { recent in
      guard !recent.contains(where: { $0.key == key }) else { return }
      recent.insert((key, value), at: 0)
      if recent.count > capacity { recent.removeLast() }
    }
    return value
  }
}
