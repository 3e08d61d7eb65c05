/// A constant for each constraint `--bind` can name, where one is set: optionals rather than
/// a dictionary, so that setting one in a hook neither hashes nor allocates.
struct ConstraintConstants: Sendable, Hashable {
  private var scrollBottom: Double?
  private var scrollBottomFromView: Double?
  private var contentHeight: Double?

  init() {}

  var isEmpty: Bool { scrollBottom == nil && scrollBottomFromView == nil && contentHeight == nil }

  subscript(target: ConstraintTarget) -> Double? {
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

/// Which of the constraints `--bind` can name have a mark: flags rather than a `Set`, so that
/// asking at every constant written hashes nothing.
struct ConstraintFlags: Sendable, Hashable {
  private var scrollBottom = false
  private var scrollBottomFromView = false
  private var contentHeight = false

  init() {}

  subscript(target: ConstraintTarget) -> Bool {
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
