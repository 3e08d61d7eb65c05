import FormSimCore
import FormSimRender

/// The most recent delegate calls and notifications, oldest first, for the panel's log.
///
/// Bounded so that a long session does not grow without limit; the panel shows only the tail.
public struct EventLog: Sendable, Hashable {
  public static let defaultCapacity = 200

  public let capacity: Int
  public private(set) var entries: [WorldEvent] = []

  public init(capacity: Int = EventLog.defaultCapacity) {
    self.capacity = max(1, capacity)
  }

  /// Adds `events` at the end, dropping the oldest beyond the capacity.
  public mutating func append(contentsOf events: [WorldEvent]) {
    entries += events
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }
}
