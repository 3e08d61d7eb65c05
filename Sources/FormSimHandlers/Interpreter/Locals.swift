/// A method's frame: its locals by the slots the resolver gave them (`Resolver`).
///
/// A local is read and written by index, with no search and no name compared. A closure
/// captures the frame by copying it (one array, shared until either side writes), which is how
/// it keeps the values its locals had when it was made.
struct Locals: Sendable, Hashable {
  private var values: [Value] = []

  init() {}

  /// A frame with room for `count` slots, all its room made at once (a frame grown slot by slot
  /// copied its values at each step). A slot holds nothing until it is written: the frame fills
  /// as far as the slots written, which the resolver numbers in the order they are declared.
  init(count: Int) {
    values.reserveCapacity(count)
  }

  /// The local in `slot`: nil (`.nothing`) until something is stored there. A negative slot is
  /// one the resolver never gave, and holds nothing.
  subscript(slot: Int) -> Value {
    get { slot >= 0 && slot < values.count ? values[slot] : .nothing }
    set {
      guard slot >= 0 else { return }
      if slot >= values.count {
        while values.count < slot { values.append(.nothing) }
        values.append(newValue)
      } else {
        values[slot] = newValue
      }
    }
  }

  /// The values the frame holds, in slot order.
  var all: [Value] { values }

  /// The frame with each value transformed, in storage of its own.
  func mapped(_ transform: (Value) -> Value) -> Locals {
    var frame = Locals()
    frame.values = values.map(transform)
    return frame
  }
}
