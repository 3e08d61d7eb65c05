/// Where a SnapKit or Masonry constraint description on the scroll view stands: whether the
/// attributes named so far include the bottom edge, the one FormSim moves (`make.bottom`,
/// `make.left.right.bottom`, `make.edges`), and whether its relation is given.
public struct SnapKitMaker: Sendable, Hashable {
  /// Whether the attributes described include the bottom edge.
  var pinsBottom = false
  /// Whether a relation (`equalTo(…)`, `equalToSuperview()`) has been given: `offset` and
  /// `inset` come after it, and a description kept after it is the constraint itself
  /// (Masonry's `MASConstraint`).
  var related = false
}

/// A SnapKit or Masonry closure describing the scroll view's constraints, as it runs: like
/// those libraries, it applies what its descriptions give when it returns, the last one given
/// for the bottom edge winning.
struct ConstraintClosure {
  /// `makeConstraints`: the bottom constant is the layout file's frame, which later constants
  /// count from. `updateConstraints` and `remakeConstraints` move the scroll view.
  var making: Bool
  /// The bottom constant described so far, and where.
  var bottom: (constant: Double, location: SourceLocation)?
}
