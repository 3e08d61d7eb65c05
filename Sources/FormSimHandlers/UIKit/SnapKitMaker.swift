/// Where a SnapKit constraint description on the scroll view stands: which closure it is
/// written in, and whether the attributes named so far include the bottom edge, the one
/// FormSim moves (`make.bottom`, `make.left.right.bottom`, `make.edges`).
public struct SnapKitMaker: Sendable, Hashable {
  /// Which of the scroll view's `snp` methods handed the maker to its closure.
  public enum Mode: Sendable, Hashable {
    /// `makeConstraints`: the constraint the layout file's frame already stands for; its
    /// bottom constant is where later constants count from.
    case make
    /// `updateConstraints` and `remakeConstraints`: a constant that moves the bottom edge.
    case update
  }

  var mode: Mode
  /// Whether the attributes described include the bottom edge.
  var pinsBottom = false
  /// Whether a relation (`equalTo(…)`, `equalToSuperview()`) has been given: `offset` and
  /// `inset` come after it.
  var related = false
}
