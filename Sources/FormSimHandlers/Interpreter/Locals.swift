/// A method's frame: its locals by the slots the resolver gave them (`Resolver`).
///
/// A local is read and written by index, with no search and no name compared. A closure
/// captures the frame by copying it (one array, shared until either side writes), which is how
/// it keeps the values its locals had when it was made.
struct Locals: Sendable, Hashable {
  private var values: [Value] = []

  init() {}

  var isEmpty: Bool { values.isEmpty }

  /// The local in `slot`: nil (`.nothing`) until something is stored there. A negative slot is
  /// one the resolver never gave, and holds nothing.
  subscript(slot: Int) -> Value {
    get { slot >= 0 && slot < values.count ? values[slot] : .nothing }
    set {
      guard slot >= 0 else { return }
      if slot >= values.count {
        // The whole room reserved at once (`reserve`), so that a frame grows once per call.
        let count = max(slot + 1, values.capacity) - values.count
        values.append(contentsOf: repeatElement(.nothing, count: count))
      }
      values[slot] = newValue
    }
  }

  /// Room for `capacity` locals in all.
  mutating func reserve(_ capacity: Int) {
    if values.capacity < capacity { values.reserveCapacity(capacity) }
  }

  /// No locals, with the room kept for the next call.
  mutating func removeAll() {
    values.removeAll(keepingCapacity: true)
  }
}
