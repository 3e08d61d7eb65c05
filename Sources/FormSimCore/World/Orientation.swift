/// The interface orientation. Landscape swaps the window's width and height.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case landscape

  /// The other orientation: what `rotate` turns to.
  public var toggled: Orientation { self == .portrait ? .landscape : .portrait }
}
