/// A constant for each constraint `--bind` can name, where one is set: two optionals rather
/// than a dictionary, so that setting one in a hook neither hashes nor allocates.
struct ConstraintConstants: Sendable, Hashable {
  private var scrollBottom: Double?
  private var contentHeight: Double?

  init() {}

  var isEmpty: Bool { scrollBottom == nil && contentHeight == nil }

  subscript(target: ConstraintTarget) -> Double? {
    get {
      switch target {
      case .scrollBottom: scrollBottom
      case .contentHeight: contentHeight
      }
    }
    set {
      switch target {
      case .scrollBottom: scrollBottom = newValue
      case .contentHeight: contentHeight = newValue
      }
    }
  }
}
