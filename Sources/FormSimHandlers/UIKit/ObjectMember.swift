import FormSimCore

/// The members of UIKit's objects that handlers read and write at every keyboard change,
/// resolved from their names when a file is compiled, so that a read or a write on a known
/// receiver is a switch on two enums instead of a walk through `objectMember`'s and
/// `setMember`'s string cases.
///
/// Each answers exactly what `objectMember` and `setMember` answer for the same receiver and
/// name; nil (or false) sends every other receiver to them.
enum ObjectMember: String, Sendable {
  case frame, contentOffset, contentInset, scrollIndicatorInsets, verticalScrollIndicatorInsets
  case constant
  /// The view controller's root view, where the file declares no property of that name.
  case view

  /// The member of `object`, as `objectMember` reads it; nil where it reads it otherwise.
  func value(of object: UIKitObject, in e: Evaluator) -> Value? {
    switch (self, object) {
    case (.constant, .constraint(let target)): .double(e.constant(target))
    case (.view, .viewController): e.undeclaredProperty(rawValue) ?? .object(.rootView)
    case (.frame, .rootView), (.frame, .scrollView), (.frame, .contentView), (.frame, .field),
      (.frame, .window):
      .rect(e.frame(of: object))
    case (.contentOffset, .scrollView): .point(e.world.contentOffset)
    case (.contentInset, .scrollView): .insets(e.world.contentInset)
    case (.scrollIndicatorInsets, .scrollView), (.verticalScrollIndicatorInsets, .scrollView):
      .insets(e.world.scrollIndicatorInsets)
    default: nil
    }
  }

  /// Stores `value` in the member of `object`, as `setMember` does; false where `setMember`
  /// must.
  func set(
    _ value: Value, of object: UIKitObject, in e: Evaluator, at location: SourceLocation
  ) throws(Interruption) -> Bool {
    switch (self, object) {
    case (.constant, .constraint(let target)):
      guard let number = value.number else { throw e.mismatch(rawValue, value, location) }
      // Auto Layout applies a constant at the next layout pass, not now.
      e.state.constraintsAwaitingLayout[target] = number
      e.state.constraints[target] = number
      return true
    case (.contentOffset, .scrollView):
      guard case .point(let point) = value else { throw e.mismatch(rawValue, value, location) }
      e.apply { $0.contentOffset = point }
      return true
    case (.contentInset, .scrollView):
      guard case .insets(let insets) = value else { throw e.mismatch(rawValue, value, location) }
      e.apply { $0.contentInset = insets }
      return true
    case (.scrollIndicatorInsets, .scrollView), (.verticalScrollIndicatorInsets, .scrollView):
      guard case .insets(let insets) = value else { throw e.mismatch(rawValue, value, location) }
      e.apply { $0.scrollIndicatorInsets = insets }
      return true
    default:
      return false
    }
  }
}
