/// A value for each constraint `--bind` can name: stored fields rather than a dictionary, so
/// that reading or setting one in a hook neither hashes nor allocates.
struct PerConstraint<Element: Sendable & Hashable>: Sendable, Hashable {
  private var scrollBottom: Element
  private var scrollBottomFromView: Element
  private var contentHeight: Element

  init(repeating value: Element) {
    scrollBottom = value
    scrollBottomFromView = value
    contentHeight = value
  }

  subscript(target: ConstraintTarget) -> Element {
    get {
      switch target {
      case .scrollBottom: scrollBottom
      case .scrollBottomFromView: scrollBottomFromView
      case .contentHeight: contentHeight
      }
    }
    set {
      switch target {
      case .scrollBottom: scrollBottom = newValue
      case .scrollBottomFromView: scrollBottomFromView = newValue
      case .contentHeight: contentHeight = newValue
      }
    }
  }
}

/// A constant for each constraint `--bind` can name, where one is set.
typealias ConstraintConstants = PerConstraint<Double?>

extension PerConstraint where Element == Double? {
  init() { self.init(repeating: nil) }

  var isEmpty: Bool { scrollBottom == nil && scrollBottomFromView == nil && contentHeight == nil }
}
